// Whether a text holds something a mail client would turn into a link. A visitor's name is repeated in
// the confirmation mailed to whatever address they typed, from the agency's own sender: with a link in
// it, anyone could send phishing through us ("¡Gracias, Tu cuenta fue suspendida visita https://…!",
// attack run 8). A person's name never needs one.

/** The endings mail clients link without a scheme ("pago.com/x"), and the ones attackers favour. */
const LINKED_ENDINGS = ['com', 'net', 'org', 'mx', 'io', 'co', 'info', 'biz', 'xyz', 'app', 'dev', 'link', 'site', 'online', 'store', 'shop', 'me', 'ly', 'gg', 'top', 'club', 'live', 'us', 'es', 'ru', 'cn', 'tk', 'click', 'page', 'example']

const LINK = new RegExp(`:\\/\\/|\\bwww\\.|[\\p{L}\\p{N}-]\\.(?:${LINKED_ENDINGS.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

export function containsLink(text: string): boolean {
  return LINK.test(text)
}
