/**
 * Which link targets survive in CMS markdown (spec 2.5, DESIGN.md section 4): only the http, https,
 * irc, ircs, mailto and xmpp schemes; any other scheme (javascript:, data:, vbscript:, file:...)
 * is blanked. A URL without a scheme (relative path, #anchor, ?query) is kept. This is the rule of
 * react-markdown's defaultUrlTransform, written out here so that it is visible and tested.
 */
const ALLOWED_SCHEME = /^(https?|ircs?|mailto|xmpp)$/i

export function safeMarkdownUrl(url: string): string {
  const colon = url.indexOf(':')
  const questionMark = url.indexOf('?')
  const numberSign = url.indexOf('#')
  const slash = url.indexOf('/')
  const hasScheme =
    colon !== -1 &&
    (slash === -1 || colon < slash) &&
    (questionMark === -1 || colon < questionMark) &&
    (numberSign === -1 || colon < numberSign)
  if (!hasScheme) return url
  return ALLOWED_SCHEME.test(url.slice(0, colon)) ? url : ''
}

/** An http(s) link to another site: opened in a new tab, without opener or referrer. */
export function isExternalHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}
