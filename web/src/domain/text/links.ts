// Whether a text holds something a mail client or a PDF viewer would turn into a link. A visitor's name
// is repeated in the confirmation mailed to whatever address they typed, from the agency's own sender:
// with a link in it, anyone could send phishing through us ("¡Gracias, Tu cuenta fue suspendida visita
// https://…!", attack run 8). The company, the billing address and the legal name are printed in the
// receipt mailed to that address too (attack run 10). None of them ever needs a link.
//
// Read after NFKC (full-width dots become "."), with the other dot look-alikes as "." and without
// anything that draws nothing (invisible-characters.ts: a variation selector before the dot hid
// "webso-pagos" + U+FE0F + ".com" in attack run 11). A link is a scheme, "www.", an e-mail address, a
// dotted IPv4 address, a host ending in one of the endings below in any case ("PAGO.COM"), or a host
// written in lower case with any ending of two or more letters ("pago.lat", "banorte-mx.de/login";
// attack run 9 got past a list alone). A name's abbreviation is capitalised or followed by a space
// ("Ma. Elena", "Ma.Guadalupe", "Lic. Juan"), so it is no host; the legal forms are read apart
// ("S.A.DE C.V."). An address abbreviated against the next word in lower case ("col.centro") reads as
// a host: exempting abbreviations let real hosts through ("int.help/pago", "sta.cyou", attack run 11),
// so the billing form's message asks for a space after the dot instead. Every pattern is linear.

import { withoutInvisibleControls } from './invisible-characters'

/** The endings mail clients link, and the ones phishing favours, matched in any case. */
const LINKED_ENDINGS = ['com', 'net', 'org', 'mx', 'io', 'co', 'info', 'biz', 'xyz', 'app', 'dev', 'link', 'site', 'online', 'store', 'shop', 'me', 'ly', 'gg', 'top', 'club', 'live', 'us', 'es', 'ru', 'cn', 'tk', 'click', 'page', 'example', 'de', 'ai', 'tv', 'fr', 'cc', 'pw', 'ws', 'vip', 'win', 'lat', 'uk', 'ca', 'br', 'ar', 'cl', 'pe', 'gl', 'gd', 'do', 'be', 'it', 'nl', 'to', 'su', 'cf', 'ga', 'ml', 'gq']

/** Dots NFKC leaves alone: the ideographic full stop, the one-dot leader, the small full stop. */
const DOT_LIKE = /[\u3002\u2024\ufe52]/g
const LINK = new RegExp(
  [
    ':\\/\\/',
    '\\bwww\\.',
    '\\bmailto:',
    '[\\p{L}\\p{N}._%+-]@[\\p{L}\\p{N}-]+\\.',
    '\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b',
    `[\\p{L}\\p{N}-]\\.(?:${LINKED_ENDINGS.join('|')})(?![\\p{L}\\p{N}])`,
  ].join('|'),
  'iu',
)
/** A host typed in lower case: `pago.lat`, `sitio.рф` (case matters here, so apart from LINK). */
const LOWER_CASE_HOST = /(?<![\p{L}\p{N}-])[\p{Ll}\p{N}-]+\.\p{Ll}{2,}(?![\p{L}\p{N}])/u
/** Mexican legal forms, whose dots make no host: "S.A. DE C.V.", "S.A.DE C.V.", "S.A.P.I. DE C.V.", "S. DE R.L. DE C.V.". */
const LEGAL_FORMS = /\bS\.\s*(?:A\.\s*(?:P\.\s*I\.\s*)?(?:B\.\s*)?|DE\s*R\.\s*L\.\s*)DE\s*C\.\s*V\.(?![\p{L}\p{N}])/giu

export function containsLink(text: string): boolean {
  const read = withoutInvisibleControls(text.normalize('NFKC')).replace(DOT_LIKE, '.').replace(LEGAL_FORMS, ' ')
  return LINK.test(read) || LOWER_CASE_HOST.test(read)
}
