// Edit distance for fuzzy feature matching; compares Unicode code points, not UTF-16 units.

/** The minimum number of single-character insertions, deletions and substitutions turning a into b. */
export function levenshtein(a: string, b: string): number {
  const left = Array.from(a)
  const right = Array.from(b)
  if (left.length === 0) return right.length
  if (right.length === 0) return left.length
  // Two rows of the dynamic-programming table are enough.
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j)
  let current = new Array<number>(right.length + 1).fill(0)
  for (let i = 1; i <= left.length; i++) {
    current[0] = i
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
    }
    ;[previous, current] = [current, previous]
  }
  return previous[right.length] ?? 0
}

/** 1 − distance ÷ longer length, in [0, 1]; two empty texts are identical (1). */
export function similarity(a: string, b: string): number {
  const longer = Math.max(Array.from(a).length, Array.from(b).length)
  if (longer === 0) return 1
  // (longer − distance) ÷ longer is a single correctly rounded division, so 3/5 equals the literal 0.6.
  return (longer - levenshtein(a, b)) / longer
}
