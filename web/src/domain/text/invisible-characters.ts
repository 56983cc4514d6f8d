// Free text a visitor types (names, company, address, messages, fiscal names) is shown again in staff
// pages, e-mail subjects, the CSV export and PDFs. Characters that only steer how text is drawn, or
// draw nothing, are dropped at the boundary schemas, before any other check:
// - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: a name ending in
//   U+202E turns what follows it around, so "Ana" + U+202E + "ADAGAP" is drawn "AnaPAGADA"), the
//   direction marks and every other format character (Unicode's Cf: zero-width characters, soft
//   hyphens, tags), which hide text or make one name look like another;
// - control characters but tab and line breaks (an escape sequence in a name reached the staff CSV raw
//   and redraws a terminal that shows it: attack run 10), the line and paragraph separators;
// - everything Unicode calls default-ignorable (variation selectors, the grapheme joiner, the Hangul
//   fillers…: a variation selector before a dot hid a host from the link rule, attack run 11) and the
//   braille blank, which draw nothing, so a name cannot look empty or like another one;
// - combining marks past the third on one letter (a name cannot grow over the lines around it).
const INVISIBLE_CONTROLS = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u2800]/gu
const MARKS_PAST_THIRD = /(\p{M}{3})\p{M}+/gu

/** `text` without format, control and default-ignorable characters (tab and line breaks kept), or piled-up marks. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '').replace(MARKS_PAST_THIRD, '$1')
}
