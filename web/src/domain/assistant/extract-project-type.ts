// The project type from Spanish words (website, ecommerce, webapp) and from what the visitor wants
// people to do (selling, booking, signing in). A later correction ("mejor que sea tienda en línea")
// wins; a negated mention ("ya no quiero app", "en vez de una página") is ignored.
import type { ProjectTypeCode } from './project-data'
import { spansOf, type Span } from './text'

interface Mention extends Span {
  readonly type: ProjectTypeCode
  /** Strong words name the project; weak ones ("tienda", "sistema") may describe the business. */
  readonly strong: boolean
}

const L = 'l[ií]?[nm][ie]?a' // linea, linia, lina: typed in a hurry
const PATTERNS: readonly { type: ProjectTypeCode; strong: boolean; pattern: RegExp }[] = [
  {
    type: 'ecommerce',
    strong: true,
    pattern: new RegExp(
      `\\btiendi?t?a\\s+(?:en\\s+${L}|on\\s?line|virtual|digital|web|electronica|por internet|en internet)\\b|\\be[\\s-]?commerce\\b|\\bcomercio electronico\\b|\\bvender(?:\\s+mis\\s+productos|\\s+productos)?\\s+(?:en\\s+${L}|on\\s?line|por internet|en internet)\\b|\\bventas?\\s+(?:en\\s+${L}|on\\s?line|por internet)\\b|\\bonline shop\\b|\\be-?shop\\b|\\bshopify\\b`,
      'g',
    ),
  },
  { type: 'ecommerce', strong: false, pattern: /\btiend(?:a|ita)\b/g },
  {
    type: 'webapp',
    strong: true,
    pattern: /\b(?:aplicacion(?:es)?|aplicasion|aplicaion|app|apps|web ?app|sa+s|plataforma(?! de pagos?\b)|software|bolsas? de (?:trabajo|empleo)|herramienta (?:web|en linea|digital|interna)|sistema interno|sistema (?:web|en linea|a la medida|de gestion|para administrar|para gestionar|para controlar|para agendar|de citas|de reservas|de reservaciones))\b/g,
  },
  // "un sistema para manejar a los socios", "un sistema donde cada condómino…": the project, not one the business has.
  {
    type: 'webapp',
    strong: true,
    pattern: /(?<!\b(?:nuestro|nuestros|mi|mis|su|sus|del|al|el|tu|otro) )\bsistema (?:para (?:manejar|llevar|organizar|los clientes|mis clientes|nuestros clientes)|donde|en (?:el|la) que|con (?:el|la) que)\b/g,
  },
  // "nuestro sistema de laboratorio" is one the visitor has, not the project.
  // "ahora hay sistemas para eso": the kind of thing, said in the plural.
  { type: 'webapp', strong: false, pattern: /(?<!\b(?:nuestro|nuestros|mi|mis|su|sus|del|al|el|tu) )\bsistema(?:\b|s(?= para\b))/g },
  {
    type: 'website',
    strong: true,
    pattern: /\b(?:paginas?|pajina|pag)(?:\s+(?:web|de internet|en internet|informativa|corporativa|de mi negocio))?\b|\bsitio(?:\s+web)?\b(?!\s+adaptable)|\bweb ?site\b|\blanding(?: page)?\b|\bportafolio(?:\s+(?:en linea|web|digital|online))?\b|\bpagina de aterrizaje\b|\bweb corporativ[ao]\b|\b(?:solo |nada mas |meramente )?informativ[ao]\b|\bweb\b(?!\s*app)/g,
  },
]

// Words right before a mention that reject it.
const NEGATED_BEFORE = /(?:(?:pense|pensaba|crei|creia) que (?:necesitaba|queria|ocupaba|iba a ocupar)|ya no (?:quiero|necesito|sea)?|no (?:quiero|necesito|busco|es|sea)(?: para)?|no para|no tanto|en vez de|en lugar de|mas que|nada de|no|ni)\s+(?:una?\s+|el\s+|la\s+|lo de (?:la |el )?)?$/
// A correction moves the choice to what comes after it.
const CORRECTION = /\b(?:mejor|siempre no|cambia(?:r|lo)?|cambiemos|corrijo|correccion|perdon|mas bien|en realidad|pensandolo bien|ahora (?:quiero|que sea)|(?<!\blo )que sea)\b|^\s*(?:(?:ay|ah|uy|oye|este)\s*,?\s*)?(?:no|espera)\b/g

// One the visitor already has and keeps: "las citas las agendo en una app q ya tengo".
const ALREADY_HAS_AFTER = /^\s*(?:[a-z]+\s+){0,2}?ya (?:la|lo|las|los) (?:tenemos|tengo)\b|^\s*(?:que|q) ya (?:tengo|tenemos|uso|usamos|usan|usa)\b/
// Kinds offered as a choice the visitor asks about or doubts ("¿una página o una aplicación?", "no sé si
// me conviene una página o qué"): no kind chosen yet. "¿Eso sería tienda en línea o qué?" offers one kind
// to confirm: it stands.
const ASKS_OR_DOUBTS = /[?¿]|\bno se si\b|\b(?:me|nos) (?:conviene|recomiendan?)\b/
const DOUBTS = /\bno se si\b|\b(?:me|nos) (?:conviene|recomiendan?)\b/
const CHOICE_AFTER = /^\s*,?\s*o\s+(?:(?:una?|el|la)\s+)?(?:pagina|aplicacion|app|tienda|sistema|plataforma|sitio)\b/
const OPEN_CHOICE_AFTER = /^\s*,?\s*o\s+(?:algo|que)\b/
const CHOICE_BEFORE = /\b(?:pagina|aplicacion|app|tienda(?: en linea)?|sistema|plataforma|sitio(?: web)?|web)\s*,?\s+o\s+(?:(?:una?|el|la)\s+)?$/

/** All mentions of a project type in a folded message, negated ones left out. */
export function typeMentions(folded: string): Mention[] {
  const mentions: Mention[] = []
  const asks = ASKS_OR_DOUBTS.test(folded)
  const doubts = DOUBTS.test(folded)
  const rejected: Span[] = []
  for (const { type, strong, pattern } of PATTERNS) {
    for (const span of spansOf(folded, pattern)) {
      if ([...mentions, ...rejected].some((m) => span.start < m.end && m.start < span.end)) continue
      const before = folded.slice(Math.max(0, span.start - 30), span.start)
      // "una app, no" rejects it; "un sistema interno, no para vender" does not.
      // "la página informativa ya la tenemos": what the business has is not the project.
      const after = folded.slice(span.end, span.end + 40)
      if (NEGATED_BEFORE.test(before) || /^\s*,?\s*no\b(?!\s+(?:para|es|sea|solo|nada|de|con|al?|que|tanto)\b)/.test(after) || ALREADY_HAS_AFTER.test(after) || (asks && (CHOICE_AFTER.test(after) || CHOICE_BEFORE.test(before))) || (doubts && OPEN_CHOICE_AFTER.test(after))) {
        rejected.push(span)
        continue
      }
      mentions.push({ type, strong, start: span.start, end: span.end })
    }
  }
  return mentions.sort((a, b) => a.start - b.start)
}

/** Whether the message opens or is marked as a correction ("no, mejor una tienda", "perdón, que sea app"). */
export function isCorrection(folded: string): boolean {
  return spansOf(folded, CORRECTION).length > 0
}

// What the visitor wants people to do, without naming the kind of project: selling is a store;
// booking, signing in, members and internal tools are a web application.
const INTENTS: readonly { type: ProjectTypeCode; switchesSite: boolean; pattern: RegExp }[] = [
  {
    type: 'ecommerce',
    switchesSite: true,
    pattern: new RegExp(
      [
        // "los lugares donde nos venden": others sell it, the site does not.
        `(?<!\\b(?:nos|donde) )\\bvend(?:er|a|an|amos|e|en|iendo|era|eria|eriamos|iera)(?:l[oa]s?|me)?\\b(?![^,.;]*\\bservicios?\\b)`,
        // "vendo churros" says what the business does; "vendo en línea" what the site must.
        `\\bvend(?:o|emos)\\b(?=[^,.;]*\\b(?:en linea|por internet|en internet|online|on line|desde la pagina|por la pagina)\\b)`,
        // Not what they bought once ("el dominio lo compré hace años") nor what happens before or after
        // a sale made elsewhere ("nos piden ver la planta antes de comprar", "hasta que compren").
        `(?<!\\b(?:lo|la|los|las|yo|antes de|despues de|hasta que|antes de que|para que no|buscando donde|buscan donde|busca donde|busque donde|busquen donde) )\\b(?:me |nos |les )?compr(?:en|e|ar|arme|arnos)\\b(?!\\s+(?:un|una|el|la)\\s+(?:dominio|hosting|pagina|sitio))`,
        `\\b(?:hagan|haga|hacer|levantar|tomar|recibir|reciba)\\s+(?:sus |los |mis )?pedidos\\b(?!\\s+(?:por|al|a mi|en) (?:whatsapp|telefono|mensaje|facebook|instagram))`,
        // "que la gente pueda pedir por internet" (not "pedir cita en línea", a booking).
        `\\bpedir(?:me|nos|le|les)?\\s+(?:por internet|en internet|en linea|online|on line|desde la pagina|por la pagina)\\b`,
        `\\bpedidos (?:en linea|por (?:la pagina|internet|la web))`,
        `\\bofrecer\\s+(?!(?:mis |nuestros |los )?servicios)(?:[a-z]+\\s+){0,3}(?:en linea|por internet|en internet)`,
        `\\bponer (?:mi|el) negocio (?:en internet|en linea)\\b(?=[^.]*\\b(?:pedidos|pagar|paguen|comprar))`,
        // "que los papás los compren desde la página", "me lo compre desde ahí".
        `\\b(?:me |nos )?(?:lo|la|los|las) compr(?:en|e|ar)\\s+(?:desde|en|por) (?:la pagina|el sitio|la web|internet|linea|ahi)\\b`,
        // "pedir arreglos desde la página y pagarlos ahí mismo": ordered and paid on the site.
        `\\b(?:pedir|pidan|pida|ordenar|ordenen|encargar|encarguen|escoja|escojan|elija|elijan)\\s+(?:[a-z]+\\s+){0,3}?(?:desde|en|por) (?:la pagina|el sitio|la web|internet|linea)\\b(?=[^.]*\\b(?:pag(?:ar|ue|uen|arlo|arlos)|cobr|tarjeta))`,
        // "que la gente pudiera escoger su pastel desde la computadora … y dejar el anticipo ahí mismo".
        `\\b(?:escoger|escoja|escojan|elegir|elija|elijan|pedir|pidan|encargar|encarguen)\\s+(?:su |sus |el |la |los |las )?[a-z]+\\s+(?:desde|en|por) (?:la computadora|la compu|el telefono|el celular|su telefono|su celular)\\b(?=[^.]*\\b(?:anticipo|plastico|tarjeta|pag(?:ar|ue|uen)|liquid))`,
      ].join('|'),
      'g',
    ),
  },
  {
    type: 'webapp',
    switchesSite: true,
    pattern: new RegExp(
      [
        // "las reservas las seguimos llevando por Booking": bookings kept elsewhere make no application.
        `(?<!motor de )\\breserv(?:en|e|ar|arme|aciones?|as?)\\b(?![^,.;]*\\b(?:por|en|con) (?:booking|airbnb|expedia|hostelworld|despegar|trivago|tripadvisor|telefono|whatsapp)\\b)`,
        `\\b(?:agend(?:en|e|ar|arme)|apart(?:en|ar|e|arme|arle) (?:su |sus |un |una |el |la |los |las )?[a-z]+|citas? en linea|turnos? en linea|sistema de (?:citas|turnos)|(?:saquen|agarren|tomen|pidan|hagan|soliciten|reserven) (?:su |una )?(?:cita|turno))\\b`,
        `\\bcontrat(?:en|e|ar|an)(?:me|nos)?\\s+(?:el servicio |mis servicios |el |los )?(?:en linea|por internet|desde la pagina)`,
        // "que los clientes pidan su servicio por internet": a service ordered online, like a booking.
        `\\b(?:pidan|pida|pedir|soliciten|solicite|solicitar)\\s+(?:su |el |un )?servicio\\s+(?:por internet|en linea|desde la pagina|por la pagina)`,
      ].join('|'),
      'g',
    ),
  },
  // Signing in, members and internal tools make an application of a project with no kind yet; a site
  // the visitor named stays a site (its login is the auth feature, read apart).
  {
    type: 'webapp',
    switchesSite: false,
    pattern: new RegExp(
      [
        `\\b(?:entren|entre|entrar|ingresen|ingresar|accedan|acceder|inicien sesion|se registren)\\s+(?:con|a)\\s+(?:su |un |una )?(?:usuario|cuenta|contrasena|perfil)`,
        `\\b(?:portal|area privada|intranet|extranet)\\b`,
        // "que cada cliente entre con su correo y una clave", "que cada cliente pueda ver lo que ha dejado antes".
        `\\b(?:entren|entre|entrar)\\s+con\\s+(?:su |un |una )?(?:propia |propio )?(?:clave|nip|correo y (?:una |su )?clave)`,
        `\\bcada (?:cliente|alumno|paciente|socio|familia|candidato|miembro|usuario) (?:pueda |puedan )?(?:ver|vea|consulte|revise)\\s+(?:desde su (?:telefono|celular) )?(?:lo que (?:ha|han|ya)|cuanto (?:me |nos |le )?(?:debe|quedo))`,
        `\\b(?:membresias?|suscriban|suscribirse|se suscriba)\\b(?!\\s+(?:para recibir|a (?:mi|nuestro|el|la) (?:boletin|newsletter|lista)|al (?:boletin|newsletter)))`,
        `\\b(?:expedientes|nomina|punto de venta en la nube|control de (?:asistencia|horas|flotilla|rentas))\\b`,
        `\\b(?:registren|lleven el control|administrar (?:mi|el|la|los|las) (?!pagina|sitio|contenido))`,
      ].join('|'),
      'g',
    ),
  },
]

export interface IntentFinding {
  readonly type: ProjectTypeCode
  readonly spans: readonly Span[]
  /** Where the first intent word starts. */
  readonly start: number
  /** Selling and booking make a named site a store or an application; signing in does not. */
  readonly switchesSite: boolean
}

/** The kind of project the visitor's intent implies (a store over an application when both appear), negated intents left out. */
export function findIntent(folded: string): { intent?: IntentFinding; negated?: ProjectTypeCode } {
  let negated: ProjectTypeCode | undefined
  for (const { type, switchesSite, pattern } of INTENTS) {
    const spans = spansOf(folded, pattern).filter((span) => {
      const before = folded.slice(Math.max(0, span.start - 20), span.start)
      // "vender en la página no", "pedidos en línea nada", "lo de vender lo dejo pa después".
      const clauseAfter = /^[^,.;?!]*/.exec(folded.slice(span.end))![0]
      const isNegated =
        /\b(?:no|sin|ni|nada de)\s+(?:quiero |queremos |necesito |necesitamos |voy a |vamos a |me interesa |es para |para )?$/.test(before) ||
        /^(?:\s+[a-z]+){0,4}?\s+(?:no|nada)\s*$/.test(clauseAfter) ||
        (/\blo de\s+$/.test(before) && /^\s+(?:lo|la) (?:dejo|dejamos|dejaria) (?:para|pa) (?:despues|luego|mas adelante|otro momento)\b/.test(clauseAfter))
      if (isNegated) negated = type
      return !isNegated
    })
    if (spans.length > 0) return { intent: { type, spans, start: spans[0]!.start, switchesSite }, negated }
  }
  return { negated }
}

/** A type word that is part of a feature's name ("tienda en línea avanzada", "ecommerce-advanced"). */
const PART_OF_FEATURE_NAME = /^(?:\s+en\s+linea|\s+online)?[\s-]+(?:avanzad[oa]|advanced)\b/

/**
 * Spans of every type word, negated or not, so the feature extractor does not read them as features;
 * a type word inside a feature's name stays for it (it still says the type: typeMentions reads it).
 */
export function typeSpans(folded: string): Span[] {
  return PATTERNS.flatMap(({ pattern }) => spansOf(folded, pattern)).filter((span) => !PART_OF_FEATURE_NAME.test(folded.slice(span.end)))
}

const PRIORITY: readonly ProjectTypeCode[] = ['ecommerce', 'webapp', 'website']

export interface TypeDecision {
  readonly type: ProjectTypeCode
  /** The visitor replaced a type they had given. */
  readonly correction: boolean
  /** Intent words that only say what kind of project it is ("vender en línea"): not features. */
  readonly intentSpans: readonly Span[]
}

/**
 * The project type one message gives, against what is known: an explicit word ("tienda en línea")
 * or an intent ("que me compren desde la página"). A site that sells or books becomes a store or an
 * application (one where clients sign in stays a site with the auth feature); a store or an
 * application changes kind only on a correction ("no, mejor una app") or as the answer to the type
 * question, so a feature word never switches it.
 */
export function decideProjectType(
  folded: string,
  current: ProjectTypeCode | undefined,
  answeringType: boolean,
): TypeDecision | undefined {
  const correction = isCorrection(folded)
  const mentions = typeMentions(folded)
  const { intent, negated } = findIntent(folded)
  const intentSpans = intent?.type === 'ecommerce' ? intent.spans : []
  const decide = (type: ProjectTypeCode | undefined, corrected: boolean): TypeDecision | undefined =>
    type === undefined || type === current ? undefined : { type, correction: corrected && current !== undefined, intentSpans }

  if (correction) {
    const lastCorrection = spansOf(folded, CORRECTION).at(-1)!
    const after = mentions.filter((m) => m.start >= lastCorrection.start)
    const pick = after.find((m) => m.strong) ?? after[0] ?? mentions.find((m) => m.strong)
    if (pick) return decide(pick.type === 'website' && intent && intent.start > pick.start ? intent.type : pick.type, true)
    if (intent) return decide(intent.type, true)
    if (negated && negated === current) return decide('website', true)
  }
  const strong = mentions.filter((m) => m.strong)
  const specialised = PRIORITY.find((t) => t !== 'website' && strong.some((m) => m.type === t))
  const canChange = current === undefined || current === 'website' || answeringType
  if (specialised) return canChange ? decide(specialised, current !== undefined && current !== 'website') : undefined
  if (intent && (current === undefined || (current === 'website' && intent.switchesSite))) return decide(intent.type, false)
  if (strong.length > 0) return current === undefined || answeringType ? decide('website', current !== undefined) : undefined
  const weak = mentions[0]
  if (weak && (current === undefined || answeringType)) return decide(weak.type, false)
  if (intent && answeringType) return decide(intent.type, false)
  // A blog is a site when nothing else says what it is (its feature, the content manager, stays to be read).
  if (current === undefined && /\bblogs?\b/.test(folded)) return decide('website', false)
  return undefined
}
