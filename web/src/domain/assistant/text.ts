// Text helpers of the extractor. Matching runs on a folded copy of the message (lower case, accents
// removed) that keeps every character's position, so a span found in the copy can be cut from the
// original (names keep their capitals and accents).

/** Lower case without accents, one output character per input UTF-16 unit: positions are kept. */
export function fold(text: string): string {
  let out = ''
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    // A character whose folded form changes length (rare ligatures) is kept as typed.
    out += base.length === char.length ? base : char
  }
  return out
}

export interface Span {
  readonly start: number
  readonly end: number
}

/** Replaces the spans by spaces, so later extractors do not read the same words again. */
export function mask(text: string, spans: readonly Span[]): string {
  let out = text
  for (const { start, end } of spans) {
    if (end <= start) continue
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end)
  }
  return out
}

/** Every match of a global pattern as a span. */
export function spansOf(text: string, pattern: RegExp): (Span & { readonly text: string; readonly groups: readonly (string | undefined)[] })[] {
  const global = pattern.global ? pattern : new RegExp(pattern.source, pattern.flags + 'g')
  return [...text.matchAll(global)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
    groups: m.slice(1),
  }))
}

/** Words that stop a name or a feature phrase. */
export const FILLER_WORDS = new Set(
  (
    'a al algo algun alguna algunas algunos asi bien bueno como con cual de del el ella ellos en entonces es esa ese eso esta este esto ' +
    'ha hay la las le les lo los mas me mi mis muy necesito necesitamos necesitaria nos o para pero poder por porque pues que quiero ' +
    'queremos quisiera se sea ser si sin sobre su sus tambien tener tenga tengan tenemos tengo tipo todo toda tu un una uno unos unas ' +
    'y yo ya pa pal ademas igual gustaria gusta me gustaria ocupo ocupamos busco buscamos incluir incluya incluye integrar integrado opcion opciones ' +
    'funcion funciones funcionalidad funcionalidades caracteristica caracteristicas cosa cosas seccion secciones modulo modulos ' +
    'hola buenas buenos dias tardes noches gracias favor ok okey va sale claro ' +
    // What is left of a deadline once its date is read ("quisiera tenerlo antes de semana santa").
    'tenerlo tenerla tenerlos listo lista listos antes despues dentro tardar ' +
    // What is left of a connection once its target is read ("que se conecte con mi sistema de facturación").
    'conecte conecten conectado conectada conectados conectar conectarlo conectarla enlazado enlazada'
  ).split(' '),
)
