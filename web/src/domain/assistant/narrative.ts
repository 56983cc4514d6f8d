// What the visitor tells about other people's sites and about their own past, not what they ask for:
// "la competencia de enfrente tiene una página con chat, blog y hasta app", "el diseñador anterior me
// cobró 25 mil por una página con tienda", "le pagué a un muchacho y nunca la terminó". Read on
// normalised folded text (normalize-spanish.ts) and masked before budgets, timelines, types and
// features, from the story's subject to the end of its sentence, or to where the visitor turns back to
// what they want ("pero", "yo", "quiero", "ahora").

/** Where a story ends: a sentence's end, or the visitor's own wish. */
const STORY_END = String.raw`(?=\s*(?:[.;!?\n]|$)|\s+(?:pero|sino|aunque|yo|nosotros|quiero|queremos|quisiera|quisieramos|necesito|necesitamos|me gustaria|nos gustaria|busco|buscamos|ahora|ahorita)\b)`

/** Someone else's site: a competitor, a relative, a neighbour, other businesses ("otros talleres ya tienen"). */
const COMPETITORS = String.raw`(?:(?:la|mi|nuestra) competencia|(?:mis|los|nuestros) competidores|(?:el|la|los|las) (?:[a-z]+ )?de (?:la competencia|enfrente|al lado|a lado|junto|la esquina|la otra cuadra)|otr[oa]s (?:[a-z]+ ){1,2}?(?=(?:ya )?(?:tienen|sacaron|usan)\b))`
const PEOPLE = String.raw`(?:mi|su|un|una) (?:compadre|comadre|vecin[oa]|cunad[oa]|herman[oa]|prim[oa]|amig[oa]|conocid[oa]|colega)`
const HAS = String.raw`(?:[a-z]+\s+){0,8}?(?:ya |si |hasta |tambien )?(?:tiene|tienen|tenia|tenian|saco|sacaron|hizo|hicieron|puso|pusieron|usa|usan)\b`
/** A competitor's anything is theirs; a relative's business is said only as a site ("mi hermano tiene un taller" is no story). */
const OTHERS_HAVE = String.raw`(?:${COMPETITORS}\s+${HAS}|${PEOPLE}\s+${HAS}\s+(?:[a-z]+\s+){0,3}?(?:pagina|sitio|tienda|app|aplicacion|sistema|web)\b)`

/** Who built the visitor's old site, and what it cost them. */
const FORMER_BUILDER = String.raw`(?:(?:el|la|un|una|los|las) (?:disenador|disenadora|disenadores|programador|programadora|programadores|muchacho|muchacha|chavo|chava|joven|ingeniero|agencia|empresa|persona|senor|senora)(?: [a-z]+){0,2}? (?:anterior|de antes|que me (?:hizo|hicieron|la hizo|lo hizo|hacia))|el que me (?:hizo|hacia) (?:la|el|mi) (?:pagina|sitio|tienda|app)|(?:le|les) (?:pague|pagamos|di|dimos) (?:[a-z]+ ){0,3}?a (?:un|una|el|la|otro|otra)\b|(?:contrate|contratamos) (?:a )?(?:un|una|el|la|otro|otra) (?:agencia|empresa|programador|programadora|disenador|disenadora|muchacho|muchacha|chavo|chava|persona|freelance)\b|me cobraron\b)`

export const NARRATIVE = new RegExp(String.raw`\b(?:${OTHERS_HAVE}|${FORMER_BUILDER})[^.;!?\n]*?${STORY_END}`, 'g')
