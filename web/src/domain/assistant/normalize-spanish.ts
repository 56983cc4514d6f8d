// Spanish as visitors type it, brought to one spelling before the extractors read it: chat
// abbreviations ("q", "pa", "xq"), phonetic misspellings ("kiero", "pajina", "gugel"), diminutives
// ("tiendita", "semanitas"), stretched letters ("pagoooos"). Runs on folded text (lower case, no
// accents) once names and contacts are cut out; the result is a new string (positions change).

/** Whole-word replacements (folded text). */
const WORDS: Readonly<Record<string, string>> = {
  q: 'que', k: 'que', ke: 'que', xq: 'porque', pq: 'porque', porq: 'porque', x: 'por', pa: 'para', pal: 'para el',
  ps: 'pues', pss: 'pues', pos: 'pues', tmb: 'tambien', tb: 'tambien', tmbn: 'tambien', tambn: 'tambien',
  porfa: 'por favor', pls: 'por favor', xfa: 'por favor', info: 'informacion', aprox: 'aproximadamente',
  kiero: 'quiero', kisiera: 'quisiera', kiere: 'quiere', qiero: 'quiero', quero: 'quiero', quiro: 'quiero',
  nesesito: 'necesito', nececito: 'necesito', necesto: 'necesito', nesecito: 'necesito',
  pajina: 'pagina', pagna: 'pagina', pagian: 'pagina', pajinas: 'paginas', pag: 'pagina', pags: 'paginas',
  sito: 'sitio', stio: 'sitio', tieda: 'tienda', tinda: 'tienda', tiend: 'tienda',
  aplicasion: 'aplicacion', aplicaion: 'aplicacion', aplicacio: 'aplicacion', aplicaciom: 'aplicacion', apliacion: 'aplicacion',
  gugel: 'google', gogle: 'google', googel: 'google', gugul: 'google', googl: 'google',
  feis: 'facebook', face: 'facebook', fb: 'facebook', insta: 'instagram', ig: 'instagram',
  whats: 'whatsapp', wats: 'whatsapp', guats: 'whatsapp', wasap: 'whatsapp', whatsap: 'whatsapp', watsap: 'whatsapp', wa: 'whatsapp',
  cel: 'celular', cell: 'celular', celu: 'celular', tel: 'telefono',
  embios: 'envios', embio: 'envio', enbios: 'envios', enbio: 'envio',
  pagoss: 'pagos', pagoo: 'pago', paypall: 'paypal', targeta: 'tarjeta', targetas: 'tarjetas',
  inventaro: 'inventario', inbentario: 'inventario', invetario: 'inventario',
  msj: 'mensaje', msjs: 'mensajes', mje: 'mensaje', msg: 'mensaje', d: 'de', m: 'me', taya: 'talla', tayas: 'tallas', bender: 'vender', bendo: 'vendo', benta: 'venta', bentas: 'ventas', karrito: 'carrito',
  presupusto: 'presupuesto', presupueto: 'presupuesto', presupesto: 'presupuesto', presu: 'presupuesto',
  semans: 'semanas', semnas: 'semanas', mese: 'meses',
  ocupo: 'necesito', ocupamos: 'necesitamos', ocuparia: 'necesitaria',
  lana: 'dinero', varo: 'dinero', varos: 'pesos', baros: 'pesos',
  chido: 'bien', nel: 'no', simon: 'si', sip: 'si', nop: 'no', nelson: 'no',
}

/** Diminutives people use for the same thing ("una tiendita", "tres semanitas", "un poquito"). */
const DIMINUTIVES: Readonly<Record<string, string>> = {
  tiendita: 'tienda', tienditas: 'tiendas', tiendota: 'tienda', paginita: 'pagina', paginitas: 'paginas', sitiecito: 'sitio',
  appcita: 'app', sistemita: 'sistema', negocito: 'negocio', semanita: 'semana', semanitas: 'semanas', mesecito: 'mes',
  disiembre: 'diciembre', dicembre: 'diciembre', setiembre: 'septiembre', febero: 'febrero', febreo: 'febrero', otubre: 'octubre', nobiembre: 'noviembre', agsoto: 'agosto',
  mesecitos: 'meses', diitas: 'dias', diita: 'dia', poquito: 'poco', poquita: 'poca', poquitito: 'poco', chiquito: 'chico',
  chiquita: 'chica', chiquitito: 'chico', pesitos: 'pesos', milecitos: 'mil', blogcito: 'blog',
  mensajito: 'mensaje', mensajitos: 'mensajes', avisito: 'aviso', avisitos: 'avisos', correito: 'correo', recordatorito: 'recordatorio',
  ratito: 'rato', cosita: 'cosa', cositas: 'cosas', rapidito: 'rapido', rapidita: 'rapida', prontito: 'pronto',
}

/** Letters typed three or more times ("pagooos", "urgeeente"), then "ll"/"rr" kept, other doubles at a word's end dropped. */
function unstretch(word: string): string {
  return word.replace(/([a-z])\1{2,}/g, '$1').replace(/([aeiou])\1+$/g, '$1').replace(/([aeiou])\1(s)$/g, '$1$2').replace(/ss$/, 's')
}

/** One normalised spelling of a folded message; words keep their order, separators are kept as typed. */
export function normalizeSpanish(folded: string): string {
  return folded.replace(/(?<![a-z0-9])[a-z]+(?![a-z0-9])/g, (raw) => {
    const word = unstretch(raw)
    return WORDS[word] ?? DIMINUTIVES[word] ?? word
  })
}

/**
 * A word's singular stem for comparing phrases with catalogue words: "envios" ~ "envio",
 * "redes sociales" ~ "red social", "notificaciones" ~ "notificacion". Applied to both sides.
 */
export function stemWord(word: string): string {
  if (word.length <= 3) return word
  if (/[lnrdzj]es$/.test(word) && word.length > 4) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

export function stemPhrase(phrase: string): string {
  return phrase
    .split(' ')
    .map((w) => stemWord(w))
    .join(' ')
}
