// The staff search without regard to accents: "guero" finds "Mariscos El Güero", "cafe" finds
// "Café". One table serves both sides: the search term is folded here, and each column by Postgres's
// translate() with the same strings, which is IMMUTABLE (an expression index could use it) and needs
// no extension on PostgreSQL or PGlite (unaccent() is neither loaded in PGlite nor immutable).
// Case is left to ILIKE, as before.

/** Accented letters and the plain letters they fold to, position by position (translate()'s two strings). */
export const SEARCH_FOLD_FROM = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç'
export const SEARCH_FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc'
/** Combining accents (text typed decomposed, "u" + U+0308): translate() drops what FROM has and TO lacks. */
export const SEARCH_FOLD_DROP = '\u0300\u0301\u0302\u0303\u0308\u0327'

const FOLD = new Map([...SEARCH_FOLD_FROM].map((char, index) => [char, SEARCH_FOLD_TO[index]!]))

/** `text` as the search compares it: composed, accents folded, combining accents dropped, case kept. */
export function foldForSearch(text: string): string {
  let folded = ''
  for (const char of text.normalize('NFC')) folded += SEARCH_FOLD_DROP.includes(char) ? '' : (FOLD.get(char) ?? char)
  return folded
}
