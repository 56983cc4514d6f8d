// Turns the small Markdown the content modules are written in into Portable Text blocks, the form
// the studio's rich-text editor stores and `sanity dataset import` accepts. Only what the copy uses:
// paragraphs, "## " / "### " headings (h3 / h4: the page's own section title is the h2), "- " and
// "1. " lists, **strong**, _em_ / *em* and [links](url). Keys are derived from the position, so
// rebuilding the dataset gives the same file.

const INLINE = /\*\*(.+?)\*\*|(?<![\w*])[_*](?!\s)(.+?)(?<!\s)[_*](?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Spans and link definitions of one line of text. */
function inline(text, keyPrefix) {
  const children = []
  const markDefs = []
  let last = 0
  let index = 0
  const span = (value, marks = []) =>
    children.push({_key: `${keyPrefix}s${index++}`, _type: 'span', marks, text: value})
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) span(text.slice(last, match.index))
    const [, strong, em, linkText, href] = match
    if (strong !== undefined) span(strong, ['strong'])
    else if (em !== undefined) span(em, ['em'])
    else {
      const key = `${keyPrefix}l${markDefs.length}`
      markDefs.push({_key: key, _type: 'link', href})
      span(linkText, [key])
    }
    last = match.index + match[0].length
  }
  if (last < text.length || children.length === 0) span(text.slice(last))
  return {children, markDefs}
}

function block(key, text, extra = {}) {
  return {_key: key, _type: 'block', style: 'normal', ...extra, ...inline(text, key)}
}

/** Portable Text from Markdown; `prefix` keeps keys unique per field. */
export function markdownToPortableText(markdown, prefix = 'b') {
  const blocks = []
  const chunks = markdown.split(/\n{2,}/).map((chunk) => chunk.trim()).filter(Boolean)
  chunks.forEach((chunk, chunkIndex) => {
    const key = `${prefix}${chunkIndex}`
    const heading = /^(#{2,3})\s+(.*)$/.exec(chunk)
    if (heading) {
      blocks.push(block(key, heading[2], {style: heading[1] === '##' ? 'h3' : 'h4'}))
      return
    }
    const lines = chunk.split('\n')
    const bullet = lines.every((line) => /^- /.test(line))
    const numbered = lines.every((line) => /^\d+\. /.test(line))
    if (bullet || numbered) {
      lines.forEach((line, lineIndex) =>
        blocks.push(
          block(`${key}i${lineIndex}`, line.replace(/^(- |\d+\. )/, ''), {
            listItem: bullet ? 'bullet' : 'number',
            level: 1,
          }),
        ),
      )
      return
    }
    blocks.push(block(key, lines.join(' ')))
  })
  return blocks
}
