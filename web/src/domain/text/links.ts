// Whether a text holds something a mail client or a PDF viewer would turn into a link. A visitor's name
// is repeated in the confirmation mailed to whatever address they typed, from the agency's own sender:
// with a link in it, anyone could send phishing through us ("¡Gracias, Tu cuenta fue suspendida visita
// https://…!", attack run 8). The company, the billing address and the legal name are printed in the
// receipt mailed to that address too (attack run 10). None of them ever needs a link.
//
// Read after NFKC (full-width dots become "."), with the other dot look-alikes as "." and without
// invisible joiners and soft hyphens. A link is a scheme, "www.", an e-mail address, a dotted IPv4
// address, a host ending in one of the endings below in any case ("PAGO.COM"), or a host written in
// lower case with any ending of two or more letters ("pago.lat", "banorte-mx.de/login"; attack run 9
// got past a list alone). An abbreviation is no host: a name's is capitalised or followed by a space
// ("Ma. Elena", "Ma.Guadalupe", "Lic. Juan"), a chain of single letters ends a legal form ("S.A.DE
// C.V."), and an address's is one of the usual ones written against the next word ("col.centro",
// "fracc.playa").

import { withoutInvisibleControls } from './invisible-characters'

/** The endings mail clients link, and the ones phishing favours, matched in any case. */
const LINKED_ENDINGS = ['com', 'net', 'org', 'mx', 'io', 'co', 'info', 'biz', 'xyz', 'app', 'dev', 'link', 'site', 'online', 'store', 'shop', 'me', 'ly', 'gg', 'top', 'club', 'live', 'us', 'es', 'ru', 'cn', 'tk', 'click', 'page', 'example', 'de', 'ai', 'tv', 'fr', 'cc', 'pw', 'ws', 'vip', 'win', 'lat', 'uk', 'ca', 'br', 'ar', 'cl', 'pe', 'gl', 'gd', 'do', 'be', 'it', 'nl', 'to', 'su', 'cf', 'ga', 'ml', 'gq']

/** The combining grapheme joiner: a mark that draws nothing (plainText keeps marks). */
const GRAPHEME_JOINER = /\u034f/g
/** Dots NFKC leaves alone: the ideographic full stop, the one-dot leader, the small full stop. */
const DOT_LIKE = /[\u3002\u2024\ufe52]/g
const LINK = new RegExp(
  [
    ':\\/\\/',
    '\\bwww\\.',
    '\\bmailto:',
    '[\\p{L}\\p{N}._%+-]@[\\p{L}\\p{N}-]+\\.',
    '\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b',
    // The label's last character, unless it is a single letter after a dot (the "A" of "S.A.DE").
    `(?<!\\.)[\\p{L}\\p{N}-]\\.(?:${LINKED_ENDINGS.join('|')})(?![\\p{L}\\p{N}])`,
  ].join('|'),
  'iu',
)
/** A host typed in lower case: `pago.lat`, `sitio.рф` (case matters here, so apart from LINK). */
const LOWER_CASE_HOST = /(?<![\p{L}\p{N}-])[\p{Ll}\p{N}-]+(?:\.[\p{Ll}\p{N}-]+)*\.\p{Ll}{2,}(?![\p{L}\p{N}-])/gu
/** Abbreviations of Mexican addresses and names, written against the next word on phones. */
const ABBREVIATIONS = new Set(['av', 'avda', 'blvd', 'calz', 'carr', 'cd', 'cerr', 'col', 'cto', 'depto', 'dpto', 'edif', 'esq', 'ext', 'fracc', 'int', 'km', 'loc', 'lt', 'ma', 'mz', 'mza', 'no', 'nte', 'num', 'núm', 'ote', 'priv', 'prol', 'pte', 'res', 'sta', 'sto', 'unid'])

/** "col.centro" (an abbreviation and a word) and "s.a.de" (single letters, then a word) are no hosts. */
function isAbbreviation(host: string): boolean {
  const labels = host.split('.')
  const last = labels.length - 1
  if (labels.length === 2) return ABBREVIATIONS.has(labels[0] ?? '')
  return labels.every((label, index) => index === last || label.length === 1)
}

export function containsLink(text: string): boolean {
  const read = withoutInvisibleControls(text.normalize('NFKC')).replace(GRAPHEME_JOINER, '').replace(DOT_LIKE, '.')
  if (LINK.test(read)) return true
  for (const [host] of read.matchAll(LOWER_CASE_HOST)) if (!isAbbreviation(host)) return true
  return false
}
