// One test per understanding rule of the local engine, on small inputs: what each rule reads, and
// what it must leave alone.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { catalogueFromNdjson } from './corpus-catalogue'
import { playConversation } from './corpus-evaluation'
import { easter, findDates } from './extract-date'
import { findBudget } from './extract-budget'
import { findFeatures } from './extract-features'
import { findName } from './extract-name'
import { decideProjectType } from './extract-project-type'
import { findTimeline } from './extract-timeline'
import { normalizeSpanish, stemPhrase } from './normalize-spanish'
import { fold, mask } from './text'

const catalogue = catalogueFromNdjson(readFileSync(new URL('../../../../studio/seed/data.ndjson', import.meta.url), 'utf8'))
const read = (text: string) => normalizeSpanish(fold(text))
const TODAY = '2026-01-15'

describe('Spanish normalisation', () => {
  it.each([
    ['kiero una pajina pa mi negocio', 'quiero una pagina para mi negocio'],
    ['q salga en gugel', 'que salga en google'],
    ['una tiendita', 'una tienda'],
    ['en tres semanitas', 'en tres semanas'],
    ['pagooos y envioss', 'pagos y envios'],
    ['mi cel', 'mi celular'],
  ])('%j → %j', (text, expected) => expect(read(text)).toBe(expected))

  it('leaves figures with units alone ("50k" is not "50que")', () => expect(read('unos 50k')).toBe('unos 50k'))

  it('compares singulars: plurals and inflections meet', () => {
    expect(stemPhrase('redes sociales')).toBe(stemPhrase('red social'))
    expect(stemPhrase('envios')).toBe(stemPhrase('envio'))
    expect(stemPhrase('notificaciones')).toBe(stemPhrase('notificacion'))
  })
})

describe('amounts', () => {
  it.each([
    ['como 18,500', 'medium'],
    ['16000', 'medium'],
    ['40 mil', 'large'],
    ['50k', 'large'],
    ['$30,000 pesos', 'medium'],
    ['$15,000.00', 'medium'],
    ['14.500,50 pesos', 'small'],
    ['veinte mil', 'medium'],
    ['18 mil quinientos', 'medium'],
    ['treinta y cinco mil pesos', 'large'],
    ['medio millón', 'enterprise'],
    ['entre 20 y 30 mil', 'medium'],
    ['20 a 40 mil', 'large'],
    ['unos 15 mil o 18', 'medium'],
    ['40 mil... no, perdón, 14 mil', 'small'],
    ['lo que sea necesario', 'enterprise'],
    ['barato porfa', 'small'],
    ['no tenemos mucho presupuesto', 'small'],
    ['no contamos con mucho dinero', 'small'],
    ['nuestro presupuesto es algo limitado', 'small'],
    // A later bare figure that corrects, adds or sums keeps the unit; a count never does.
    ['70 mil... bueno, hasta 80 si vale la pena', 'enterprise'],
    ['100 mil, bueno no, 70', 'large'],
    ['tengo 8 mil ahorita y luego otros 10, o sea 18 en total', 'medium'],
    ['20 mil ahorita y otros 20 en marzo, 40 en total', 'large'],
    ['tengo 50 mil, son 3 páginas', 'large'],
    ['40 mil y hasta 5 secciones', 'large'],
    ['cuarenta y tantos mil pesos', 'large'],
    ['veintitantos mil', 'medium'],
  ])('%j → %s', (text, budget) => expect(findBudget(read(text), false)?.budget).toBe(budget))

  it('takes digits after a word for the phone for no money ("llámame a la casa al 422 1587")', () => {
    expect(findBudget(read('llámame a la casa al 422 1587'), false)).toBeUndefined()
    expect(findBudget(read('mi cel 646 1587, presupuesto 20 mil'), false)?.budget).toBe('medium')
    expect(findBudget(read('de 10000 al 20000'), false)?.budget).toBe('medium')
  })

  it('reads size words only when the visitor answers about money', () => {
    expect(findBudget(read('algo chico'), true)?.budget).toBe('small')
    expect(findBudget(read('algo chico'), false)).toBeUndefined()
    expect(findBudget(read('presupuesto medio'), false)?.budget).toBe('medium')
    expect(findBudget(read('no es mucho'), true)?.budget).toBe('small')
    expect(findBudget(read('no es mucho lo que pido'), false)).toBeUndefined()
  })

  it('reads the one bare figure of an answer about the budget as thousands ("¿presupuesto? 60")', () => {
    expect(findBudget(read('¿presupuesto? 60'), true, true)?.amount).toBe(60_000)
    expect(findBudget(read('¿que cuánto traigo? 15'), false)?.budget).toBe('medium')
    expect(findBudget(read('de presupuesto, como 45.'), false)?.budget).toBe('large')
    expect(findBudget(read('pensaba en 25 mil, pero mejor que no pase de 12'), true)?.budget).toBe('small')
    // A count stays a count, and nothing is money without a word of it.
    expect(findBudget(read('el presupuesto alcanza para 5 páginas'), false)).toBeUndefined()
    expect(findBudget(read('somos 12'), false)).toBeUndefined()
  })

  it('takes a count of followers, visits or pieces for no money ("3 mil seguidores")', () => {
    expect(findBudget(read('ahí tengo como 3 mil seguidores'), false)).toBeUndefined()
    expect(findBudget(read('nos visitan 20 mil personas al año'), false)).toBeUndefined()
    expect(findBudget(read('tengo como 30 mil para la página'), false)?.budget).toBe('medium')
  })

  it('takes no small counts, years or spelled small numbers as money', () => {
    expect(findBudget(read('tengo 40 empleados y 3 sucursales'), false)).toBeUndefined()
    expect(findBudget(read('desde 2019 vendemos'), false)).toBeUndefined()
    expect(findBudget(read('dos páginas'), false)).toBeUndefined()
  })
})

describe('timelines', () => {
  it.each([
    ['en 3 semanas', 'urgent'],
    ['en dos meses', 'normal'],
    ['mes y medio', 'normal'],
    ['en 2 meses y medio', 'flexible'],
    ['en 4 meses', 'planning'],
    ['en 15 días', 'urgent'],
    ['para ayer', 'urgent'],
    ['sin prisa', 'flexible'],
    ['aún lo estamos pensando', 'planning'],
    ['para febrero', 'urgent'],
    ['para marzo', 'normal'],
    ['a mediados de febrero', 'normal'],
    ['para finales de marzo', 'flexible'],
    ['antes del 14 de febrero', 'normal'],
    ['para semana santa', 'flexible'],
    ['para el día de las madres', 'planning'],
    ['para navidad', 'planning'],
    ['la próxima semana', 'urgent'],
    ['si se puede esta misma semana', 'urgent'],
    ['en un mes, no, mejor en 3 meses', 'flexible'],
  ])('%j → %s (from 2026-01-15)', (text, code) => expect(findTimeline(read(text), false, TODAY)?.timeline).toBe(code))

  it.each([
    ['para el 14 de febrero, no, espérame, mejor para semana santa, para febrero no nos da tiempo', 'flexible'],
    ['uy no, mejor para finales de marzo, febrero está muy pronto', 'flexible'],
    ['para el 14 de febrero jaja es broma, para marzo está bien', 'normal'],
    ['cuando puedan, no me urge', 'flexible'],
    ['el plazo ideal es de 6 a 8 semanas', 'normal'],
  ])('a corrected or negated deadline: %j → %s', (text, code) => expect(findTimeline(read(text), true, TODAY)?.timeline).toBe(code))

  it('reads the second half of the year as a date', () => expect(findTimeline(read('para el segundo semestre del año'), true, TODAY)?.timeline).toBe('planning'))

  it('takes an age or a count of years for no deadline', () => {
    expect(findTimeline(read('tengo un negocio de 20 años'), false, TODAY)).toBeUndefined()
    expect(findTimeline(read('un plazo de 2 meses'), false, TODAY)?.timeline).toBe('normal')
  })

  it('reads "antes de que se acabe enero" as its last day, and a holiday given as the reason for a date as no deadline', () => {
    expect(findTimeline(read('quisiera tenerla antes de que se acabe enero'), true, TODAY)?.timeline).toBe('urgent')
    expect(findTimeline(read('a más tardar el 5 de febrero por lo del día del amor'), true, TODAY)?.timeline).toBe('urgent')
    expect(findTimeline(read('para el día del amor'), true, TODAY)?.timeline).toBe('normal')
  })

  it('counts a date already past in next year, and finds Easter', () => {
    expect(findDates(read('para enero'), '2026-01-15')[0]!.days).toBe(351)
    expect(easter(2026)).toEqual({ year: 2026, month: 4, day: 5 })
    expect(easter(2027)).toEqual({ year: 2027, month: 3, day: 28 })
  })
})

describe('project type', () => {
  const decide = (text: string, current?: 'website' | 'ecommerce' | 'webapp', answering = false) =>
    decideProjectType(read(text), current, answering)?.type

  it.each([
    ['quiero ofrecer mis artesanías en línea y mandarlas por paquetería', 'ecommerce'],
    ['que me compren desde la página', 'ecommerce'],
    ['quiero vender mis pasteles por internet', 'ecommerce'],
    ['que cuando anden buscando dónde comprar pan en internet salgamos nosotros', undefined],
    ['las reservas nos llegan por Hostelworld y así seguimos', undefined],
    ['queremos un sistema para el colegio, no tanto una página de presentación', 'webapp'],
    ['que los papás los compren desde la página', 'ecommerce'],
    ['que la gente vea los precios y haga pedidos por whatsapp', undefined],
    ['que la gente pueda pedir arreglos desde la página y pagarlos ahí mismo', 'ecommerce'],
    ['que el cliente escoja el producto en la página, mande su archivo (lo que sea) y pague ahí mismo', 'ecommerce'],
    ['la página informativa ya la tenemos; lo que queremos es un sistema para los clientes', 'webapp'],
    ['necesito un sistema donde cada condómino vea sus cuotas', 'webapp'],
    ['que caigan en el sistema donde mis asesores llevan las ventas', undefined],
    ['pensé que necesitaba una app, pero no, con una página informativa me basta', 'website'],
    ['que me reserven en línea', 'webapp'],
    ['que mis clientes entren con usuario', 'webapp'],
    ['quiero ofrecer mis servicios y que me contraten en línea', 'webapp'],
    ['una página web', 'website'],
    ['un sitio web pero que también venda', 'ecommerce'],
    ['queremos un SaaS para empresas de transporte', 'webapp'],
    ['quiero que los clientes aparten su turno en línea', 'webapp'],
    ['soy fotógrafa y quiero un portafolio en línea', 'website'],
    // Saying what the business sells, or that the site will not sell, makes no store.
    ['vendo churros rellenos y quiero una página pa que me conozcan', 'website'],
    ['una página para dar a conocer la marca, no para vender', 'website'],
    ['vendo mis pasteles en línea', 'ecommerce'],
    ['una herramienta web para dar seguimiento a mis clientes', 'webapp'],
    ['que los gringos puedan apartar su viaje en línea', 'webapp'],
    ['renovar la página del hotel; las reservas las seguimos llevando por Booking', 'website'],
    ['un sistema pa que los clientes agarren cita con el barbero', 'webapp'],
    ['necesitamos un sistema interno, no para vender al público', 'webapp'],
    ['una app, no, mejor una página', 'website'],
    ['una página corporativa, no para vender en línea, solo para que conozcan la marca', 'website'],
    ['mi hija quiere que vendamos por internet útiles escolares', 'ecommerce'],
    ['soy el Kevin de la barber shop El Patrón y quiero una página', 'website'],
    ['el sitio del hotel, integrado con nuestro motor de reservas', 'website'],
    ['quiero un blog de recetas', 'website'],
    ['que la gente se suscriba para recibir las recetas por correo', undefined],
    ['quiero que la gente pueda pedir por internet y pagar ahí mismo', 'ecommerce'],
    ['que me puedan pedir cita en línea', 'webapp'],
    // Twelfth round: the type said indirectly.
    ['queremos armar nuestra propia bolsa de empleo', 'webapp'],
    ['mi hijo dice que ya hay sistemas para eso', 'webapp'],
    ['que los clientes soliciten el servicio en línea', 'webapp'],
    ['que cada socio entre con su propia clave', 'webapp'],
    ['que cada paciente pueda ver lo que ya pagó', 'webapp'],
    ['que la clienta pueda elegir su ramo desde el celular y dejar pagado el anticipo', 'ecommerce'],
    // A kind offered as a choice the visitor asks about, or one they already have, is no kind chosen.
    ['¿me conviene una página o una app?', undefined],
    ['no sé si hacer una tienda o qué', undefined],
    ['los pedidos los tomo en una app que ya tenemos', undefined],
  ])('%j → %s', (text, type) => expect(decide(text)).toBe(type))

  it('reads a sale refused or left for later after it is named ("vender en la página no")', () => {
    expect(decide('vender por internet no, solo que nos conozcan', 'website')).toBeUndefined()
    expect(decide('pedidos en línea nada, aquí se viene a comer', 'website')).toBeUndefined()
    expect(decide('lo de vender lo dejo para después', 'website')).toBeUndefined()
    expect(decide('vender por internet, sí', 'website')).toBe('ecommerce')
  })

  it('takes "ay no, …" as a correction of the type', () => {
    expect(decide('ay no, ya sé, lo que necesito es un sistema web para controlar la entrada', 'ecommerce')).toBe('webapp')
    expect(decide('lo que quiero es que mis pacientes puedan agendar su cita desde la página', 'webapp')).not.toBe('website')
  })

  it('takes a type refused in a list ("nada de blog ni tienda") for none', () => {
    expect(decide('ni tienda ni nada, eh')).toBeUndefined()
    expect(decide('nada de tienda')).toBeUndefined()
  })

  it('reads no store into a purchase made once or elsewhere', () => {
    expect(decide('el dominio lo compré hace años')).toBeUndefined()
    expect(decide('los clientes quieren ver la planta antes de comprar')).toBeUndefined()
    expect(decide('que les demos seguimiento hasta que compren')).toBeUndefined()
    expect(decide('que me compren desde la página')).toBe('ecommerce')
  })

  it('upgrades a site on an intent, but a feature word never switches a store or an app', () => {
    expect(decide('con reservaciones en línea', 'website')).toBe('webapp')
    // Clients who sign in make a named site no application: its login is the auth feature.
    expect(decide('que mis clientes entren con usuario y contraseña', 'website')).toBeUndefined()
    expect(decide('y un portal para los pacientes', 'website')).toBeUndefined()
    // Others selling the product is not the site selling it.
    expect(decide('solo que conozcan la marca y los lugares donde nos venden', 'website')).toBeUndefined()
    expect(decide('con una app para el inventario', 'ecommerce')).toBeUndefined()
    expect(decide('que se conecte al sistema de facturación', 'ecommerce')).toBeUndefined()
  })

  it('accepts corrections, including back to a plain site', () => {
    expect(decide('no, mejor una tienda', 'website')).toBe('ecommerce')
    expect(decide('no, mejor una página web normal', 'webapp')).toBe('website')
    expect(decide('no, espera, solo quiero mostrarlos, no vender', 'ecommerce')).toBe('website')
    expect(decide('no, sin envíos, la gente recoge en tienda', 'ecommerce')).toBeUndefined()
  })
})

describe('names', () => {
  const nameIn = (text: string) => findName(text, fold(text))?.name

  it.each([
    ['soy el Dr. Alejandro Ruiz', 'Alejandro Ruiz'],
    ['habla la Lic. Fernanda Soto', 'Fernanda Soto'],
    ['me llamo Ing Carlos Peña', 'Carlos Peña'],
    ['soy la doctora Ana López', 'Ana López'],
    ['mi nombre es Arq. Luis', 'Luis'],
    ['soy el Arq. Emilio Ponce de León Ruiz', 'Emilio Ponce de León Ruiz'],
    ['le escribe el Q.F.B. Arturo Lara Mendoza', 'Arturo Lara Mendoza'],
    ['soy la nutrióloga Brenda Salazar de Monterrey', 'Brenda Salazar'],
    ['soy Iván Orozco de Refaccionaria Orozco', 'Iván Orozco'],
    ['le saluda el padre Joaquín Ruvalcaba', 'Joaquín Ruvalcaba'],
    ['pon mi nombre como Guadalupe Pech porfa', 'Guadalupe Pech'],
    ['soy Jorge Luis Ibarra Félix', 'Jorge Luis Ibarra Félix'],
    ['q onda soy el brandon jaja', 'Brandon'],
    ['Soy la maestra jubilada Rosa María Castañeda.', 'Rosa María Castañeda'],
    ['Buen día, estimados. Me presento: Dr. Alejandro Sandoval Peña, director médico', 'Alejandro Sandoval Peña'],
    ['qué pex, soy el dj toño, bueno antonio ledezma', 'Antonio Ledezma'],
    ['Soy Don Pepe, bueno, José Hernández, de la panadería', 'José Hernández'],
    ['me llamo Rocío Flores jaja sí, florista', 'Rocío Flores'],
    ['soy la Lic. en Fisioterapia Andrea Zúñiga', 'Andrea Zúñiga'],
    ['mejor pon el contacto a nombre de mi socia, ella lleva el proyecto: Valeria Ochoa', 'Valeria Ochoa'],
    ['ponlo a nombre de Carlos Pérez', 'Carlos Pérez'],
    ['buenas tardes joven, soy la señora Rosa Elvia Campos', 'Rosa Elvia Campos'],
    ['soy la encargada, Norma, de Inmobiliaria Del Valle', 'Norma'],
    ['Mi nombre es Martínez, Jorge Martínez', 'Jorge Martínez'],
    ['me llamo Ana, y quiero una tienda', 'Ana'],
  ])('%j → %j (the title is not part of it)', (text, name) => expect(nameIn(text)).toBe(name))

  it('takes a trade for no name ("soy ingeniero civil", "soy doctora")', () => {
    expect(nameIn('soy ingeniero civil y quiero una página')).toBeUndefined()
    expect(nameIn('soy doctora')).toBeUndefined()
  })

  it('lets "me llamo" win over a later "soy" (a trade), and reads "soy" in lower case only from a writer who uses none', () => {
    expect(nameIn('Mi nombre es Samuel Ortega, soy pastor de una iglesia')).toBe('Samuel Ortega')
    expect(nameIn('Soy psicóloga y quiero una página')).toBeUndefined()
    expect(nameIn('soy el Beto')).toBe('Beto')
    expect(nameIn('hola soy lupita')).toBe('Lupita')
    expect(nameIn('le saluda el Dr. Alfonso Meléndez Quiroz, odontólogo')).toBe('Alfonso Meléndez Quiroz')
  })

  it('reads a signature and a name written again, but not a place or a brand', () => {
    const play = (turns: string[]) => playConversation(turns, { catalogue, today: TODAY }).at(-1)?.state.nombre
    expect(play(['Buenas tardes. Quiero una página para vender mis figuras por internet. Carmen Ruvalcaba'])).toBe('Carmen Ruvalcaba')
    expect(play(['Buenas tardes, soy la directora del Colegio Costa Azul, Patricia Lomelí Osuna.'])).toBe('Patricia Lomelí Osuna')
    expect(play(['soy Jazmin', 'perdón, Jazmín Ruelas, con acento'])).toBe('Jazmín Ruelas')
    // Tenth round: a nickname corrected in the next message or after an ellipsis; a title before a signature.
    expect(play(['Holaa soy Xime', 'bueno Ximena Ochoa jaja'])).toBe('Ximena Ochoa')
    expect(play(['Soy el Chato... Andrés Medina pues'])).toBe('Andrés Medina')
    expect(play(['Qué onda, soy Toño... bueno, Antonio Ibarra pa que quede bien'])).toBe('Antonio Ibarra')
    expect(play(['Hola, buen día', 'Tenemos una escuela de inglés en Mérida.', 'karen@englishpoint.mx. Atentamente, Teacher Karen Pech'])).toBe('Karen Pech')
    expect(play(['Hola, soy la LN Paola Gastélum, nutrióloga'])).toBe('Paola Gastélum')
    expect(play(['Ana', 'una tienda en línea', 'pagos con tarjeta. Mercado Pago'])).toBe('Ana')
    expect(play(['Quiero una página. Estamos en Valle de Guadalupe'])).toBeUndefined()
    expect(play(['hola', 'poco, unos cinco mil pesos'])).toBeUndefined()
  })

  it('drops the title of a bare answer to "¿cómo te llamas?"', () => {
    const [reply] = playConversation(['Dr. Alejandro Ruiz'], { catalogue, today: TODAY })
    expect(reply?.state.nombre).toBe('Alejandro Ruiz')
  })

  it.each([
    ['Ximena Robles 💄', 'Ximena Robles'],
    ['hola, Mauricio Lara aquí', 'Mauricio Lara'],
    ['Que tal, Samuel Ibarra de Ferremayoreo del Norte', 'Samuel Ibarra'],
    ['María de Jesús Pech', 'María de Jesús Pech'],
    ['JP... Juan Pablo Ríos perdón', 'Juan Pablo Ríos'],
    ['Ing. Raúl Esquivel, Solar del Bajío', 'Raúl Esquivel'],
  ])('takes the bare answer %j as %j (an emoji, "aquí" or the business left out)', (text, name) => {
    expect(playConversation([text], { catalogue, today: TODAY })[0]?.state.nombre).toBe(name)
  })

  it('takes no amount for a name, even while it asks for one', () => {
    const turns = playConversation(['soy la encargada de la inmobiliaria', 'veinticinco mil'], { catalogue, today: TODAY })
    expect(turns.at(-1)?.state.nombre).toBeUndefined()
    expect(turns.at(-1)?.state.budget).toBe('medium')
  })
})

describe('features', () => {
  const features = (text: string) => findFeatures(read(text), catalogue, true)

  it('takes how the business is paid today for no payment feature ("ando persiguiendo a cada uno para que me pague")', () => {
    expect(features('Ahorita ando persiguiendo a cada uno para que me pague.').added).toEqual([])
    expect(features('que se inscriban sin que tengan que venir a la recepción a pagar').added).toEqual([])
    expect(features('Los pagos los seguimos recibiendo en recepción, en efectivo o con la terminal').added).toEqual([])
    expect(features('que me paguen con tarjeta desde la página').added).toEqual(['payments'])
  })

  it('reads no cue pair in a clause that rejects it or asks for contact only', () => {
    expect(features('no quiero chat, que no conteste nada solo').added).toEqual([])
    expect(features('me mandan mensaje por whatsapp para cotizar').added).toEqual([])
    expect(features('que me manden mensaje pidiendo cotización').added).toEqual([])
  })
  const lastFeaturesOf = (turns: string[]) => playConversation(turns, { catalogue, today: TODAY }).at(-1)?.state.features

  it.each([
    ['que se adapte a los teléfonos', ['responsive']],
    ['que salga en google', ['seo']],
    ['que me paguen con oxxo o tarjeta', ['payments']],
    ['mandarlas por paquetería', ['shipping']],
    ['recordatorios por whats', ['notifications']],
    ['que mis clientes entren con usuario y vean su historial de pedidos', ['auth', 'user-dashboard']],
    ['pagos recurrentes', ['subscription']],
    ['que yo pueda editar los textos', ['cms']],
    ['con tallas y colores y un buscador', ['ecommerce-advanced', 'search-advanced']],
    ['que los clientes escojan talla y color', ['ecommerce-advanced']],
    ['que el huésped reciba un correo de confirmación', ['notifications']],
    ['que cargue bien en celulares', ['responsive']],
    ['donde los alumnos se registren', ['auth']],
    ['un portal de pacientes y que consulten sus resultados', ['user-dashboard']],
    ['que mis clientes puedan descargar sus fotos', ['file-management']],
    ['integración con nuestro CRM (usamos HubSpot)', ['crm-integration']],
    ['envío a domicilio', ['shipping']],
    ['un negocio de lavado de autos a domicilio', []],
    ['un blog y que se suscriban al boletín', ['cms', 'notifications']],
    ['membresías mensuales', ['subscription']],
    ['que la gente nos encuentre en google cuando busque mariscos', ['seo']],
    ['que yo pueda ver en un panel todas las citas', ['admin']],
    ['que cada socio tenga su cuenta donde vea cuántos días le quedan', ['user-dashboard']],
    ['que entre con un folio y contraseña', ['auth']],
    ['que podamos poner nosotros mismos los avisos de cada semana', ['cms']],
    ['que la gente pueda buscar por colonia y precio', ['search-advanced']],
    ['que se vea perfecto en el celular', ['responsive']],
    ['que les llegue un mensajito un día antes', ['notifications']],
    ['que me avise a la cocina cuando entre un pedido', ['notifications']],
    ['que la página me diga cuántas piezas me quedan', ['inventory']],
    ['que mis clientas vean cuándo llega su paquete', ['shipping']],
    ['que puedan descargar las circulares', ['file-management']],
    ['que los candidatos puedan subir su CV', ['file-management']],
    ['que se puedan dar ofrendas en línea', ['payments']],
    ['que paguen su mensualidad en línea', ['subscription', 'payments']],
    ['ahorita todo es por instagram', []],
    ['una plataforma para cursos en línea de inglés', []],
    ['antes de las inscripciones', []],
    ['estadísticas de goleo y tarjetas', ['analytics']],
    ['que el cliente pueda sacar su factura electrónica', ['apis']],
    ['que se integre con nuestro sistema de laboratorio', ['apis']],
    ['integrado con nuestro motor de reservas', ['apis']],
    ['un donativo mensual recurrente', ['subscription']],
    ['que les lleguen avisos cuando haya un comunicado', ['notifications']],
    ['que le avisemos por correo cuando estén listos', ['notifications']],
    ['que los guardias puedan subir fotos de las incidencias', ['file-management']],
    ['las reservas las seguimos haciendo por WhatsApp', []],
    ['una tienda en línea de refacciones', []],
    ['que la gente lo pueda ver bien desde el cel', ['responsive']],
    ['que cuando pongan autos seminuevos en google salga yo', ['seo']],
    ['que los pacientes puedan subir sus radiografías', ['file-management']],
    ['que el cliente suba foto de su licencia', ['file-management']],
    ['que yo misma pueda cambiar las fotos y los textos', ['cms']],
    ['que los reporteros publiquen sus notas directamente', ['cms']],
    ['saber qué notas son las más leídas', ['analytics']],
    ['ver reportes de cuántos lavados hicimos y cuánto se cobró cada semana', ['analytics']],
    ['que yo pueda ver cuántas alumnas activas tengo', ['analytics']],
    ['que me diga cuántas plantas me quedan de cada una', ['inventory']],
    ['que nos avise cuando algo esté por agotarse', ['inventory']], // the catalogue: "alertas de stock bajo" are inventory
    ['un plan mensual recurrente', ['subscription']],
    ['que se les cobre su membresía mensual', ['subscription']],
    ['cada mes se le cobra solo', ['subscription']],
    ['que los vendedores le den seguimiento hasta cerrar la venta', ['crm-integration']],
    ['que cada productor vea en su cuenta el historial', ['user-dashboard']],
    ['que cada cliente entre con su cuenta', ['auth']],
    ['el perfil de cada abogado', []],
    ['ya vendo por whatsapp y marketplace', []],
    ['ahorita solo tenemos página de Facebook', []],
    ['también nos interesa aparecer mejor en Google', ['seo']],
    ['que la gente se pueda suscribir para donar cada mes', ['subscription']],
    ['cobrarles la colegiatura mensual', ['subscription']],
    ['que entren con su correo y contraseña a su cuenta para cambiar su dirección', ['auth', 'user-dashboard']],
    ['un dashboard para cada nutriólogo', ['user-dashboard']],
    ['que se conecte con Google Calendar', ['apis']],
    ['que se conecte con Booking y Airbnb para la disponibilidad', ['apis']],
    ['cotizar en línea conectándose con los sistemas de las aseguradoras', ['apis']],
    ['que se les haga su factura automática', ['apis']],
    ['noticias que la secretaria pueda publicar y editar ella misma', ['cms']],
    ['que yo pueda actualizar los resultados cada semana', ['cms']],
    ['que nosotros podamos subir circulares en PDF', ['file-management']],
    ['que salga cuando la gente busca mariscos en Ensenada en Google', ['seo']],
    ['que la gente lo pueda ver en su celular', ['responsive']],
    ['que sea adaptable a dispositivos móviles', ['responsive']],
    ['Dios se lo pague', []],
    ['reciban avisos cuando haya que pagar impuestos', ['notifications']],
    ['que nos diga cuánto tenemos de mercancía', ['inventory']],
    ['que la gente pueda mandarme sus documentos por ahí', ['file-management']],
    ['adjuntar fotografías de cada orden', ['file-management']],
    ['que se puedan mandar los pedidos por paquetería', ['shipping']],
    ['una plataforma tipo red social de la escuela', []],
    ['no sé qué sea eso del SEO', []],
    ['que el catálogo tenga las cervezas con sus descripciones', ['ecommerce-advanced']],
    ['para poner los horarios de los cultos y los eventos', []],
    ['que los reporteros suban sus notas ellos mismos', ['cms']],
    ['que los pacientes suban sus estudios', ['file-management']],
    ['los maestros subirían los ejercicios en PDF', ['file-management']],
    ['que la gente se pueda suscribir y le llegue su café cada mes', ['subscription']],
    ['que se adapte bien al celular', ['responsive']],
    ['avisos al celular cuando haya una circular', ['notifications']],
    ['que tenga su propio tablero donde vea el estado de sus proyectos', ['user-dashboard']],
    ['que tenga una sección para cada alumno con sus calificaciones', ['user-dashboard']],
    ['un panel para ver los pedidos del día', ['admin']],
    ['la actual no se ve en celular y nadie nos encuentra en Google', ['responsive', 'seo']],
    ['que nos llegue un mail automático cuando se confirme', ['notifications']],
    ['un recordatorio automático si el día 5 no han subido nada', ['notifications']],
    ['que se conecte con CONTPAQi', ['apis']],
    ['que pueda pagar con tarjeta a meses sin intereses', ['payments']],
    ['que se suscriba y se le cobre automático cada mes', ['subscription']],
    ['que tenga su login para ver sus pagos', ['auth', 'user-dashboard']],
    ['que el cliente vea en qué va su carro', ['user-dashboard']],
    ['un dashboard donde yo vea todas las reservas', ['admin']],
    ['publicar nosotros mismos las predicaciones', ['cms']],
    ['quiero poder cambiarlo yo mismo', ['cms']],
    ['que el paciente nos pueda mandar sus radiografías', ['file-management']],
    // What the site's users see of their own is an area of clients; the business's things are not.
    ['que mis clientes vean cuánto me deben y sus notas', ['user-dashboard']],
    ['que los dueños puedan ver el expediente y las vacunas de su mascota', ['user-dashboard']],
    ['que cada empleado vea sus recibos de nómina', ['user-dashboard']],
    ['que mis pacientes entren y vean su plan de alimentación', ['user-dashboard']],
    ['que cada cliente vea cómo va cada ticket suyo', ['user-dashboard']],
    ['que la gente vea sus productos y sus precios', []],
    ['que los pacientes consulten sus resultados en línea', []],
    ['que el cliente se pueda registrar', ['auth']],
    ['un chatcito para contestar dudas', ['chat']],
    ['que salga en google maps cuando busquen tamales por acá', ['seo']],
    ['mandando a todo el país con su número de guía', ['shipping']],
    ['que cada pedido me llegue por correo', ['notifications']],
    ['que vean en tiempo real cuánta gente ha entrado, con gráficas', ['analytics']],
    ['que me diga cuánta mercancía voy a necesitar el próximo mes', ['custom-ml']],
    ['que la gente pueda dejar su opinión de cada producto con estrellitas', ['ecommerce-advanced']],
    ['que yo pueda subir las fotos y la info de cada casa', ['cms']],
    ['que yo pueda subir los documentos del trámite', ['file-management']],
    // Sixth round: features said only as what must happen.
    ['que me encuentren cuando alguien busque carpintero en Zapopan', ['seo']],
    ['que cuando alguien busque un dentista cerca le salga mi consultorio entre los primeros', ['seo']],
    ['que se abra desde el teléfono sin tener que andar haciendo zoom', ['responsive']],
    ['que quede en una lista donde mi asistente marque si ya se le llamó', ['crm-integration']],
    ['que los clientes nos manden por la página los planos de su terreno', ['file-management']],
    ['que los turistas la puedan leer en su idioma', ['multi-language']],
    ['que alguien les conteste al momento mientras ven la página', ['chat']],
    ['saber cuánta gente se mete a verla cada semana', ['analytics']],
    ['saber qué me queda en bodega de cada producto', ['inventory']],
    ['que el comprobante del SAT se genere solito sin que mi contadora lo haga a mano', ['apis']],
    ['que la clienta escoja la talla y de qué color', ['ecommerce-advanced']],
    ['que pueda meter un código para que le salga más barato', ['ecommerce-advanced']],
    ['que le calcule cuánto cuesta mandarlo hasta su ciudad', ['shipping']],
    ['que se le cargue solita la mensualidad cada mes', ['subscription']],
    ['que cada papá tenga su clave para entrar', ['auth']],
    ['una parte donde yo controle todo', ['admin']],
    ['que escoja marca y modelo y le salgan nomás las piezas que le quedan', ['search-advanced']],
    ['que le salgan otros libros que le podrían gustar', ['custom-ml']],
    ['que la gente nos pueda donar desde la página', ['payments']],
    ['que haya un mapa y un video de fondo', []],
    ['que la gente escoja la colonia y hasta cuánto quiere pagar', []],
    // Tenth round (development-17): features told as what happens today or must happen.
    ["que cuando alguien escriba 'birria en Tijuana' en internet salgamos de los primeros", ['seo']],
    ['que los que buscan en internet dónde comprar pan den con nosotros', ['seo']],
    ['cuando buscan cabañas en Cuetzalan en internet nosotros ni existimos', ['seo']],
    ['¿y se va a poder abrir bien desde el teléfono?', ['responsive']],
    ['que se pueda leer cómodo desde el teléfono', ['responsive']],
    ['q la pagina se acomode a la pantallita del cel y q no se vea toda chiquita', ['responsive']],
    ['que la gente se quede pagando cada mes en automático', ['subscription']],
    ['que le llegue su bolsa de café cada mes y se le cargue solito', ['subscription']],
    ['que pueda pasarle el reto de la semana a sus amigos con un botón', ['social']],
    ['al programa donde mis vendedoras anotan a quién ya le llamaron', ['crm-integration']],
    ['la herramienta donde llevo a la gente interesada y en qué paso va cada una', ['crm-integration']],
    ['quiero ver cuántos socios nuevos me entran cada mes', ['analytics']],
    ['que yo vea cuáles recetas son las que más visita la gente', ['analytics']],
    ['que le salgan otros que le podrían gustar, según lo que cada quien ha comprado', ['custom-ml']],
    ['que la página me diga qué piezas voy a necesitar tener', ['custom-ml']],
    ['ocupo algo en la página q les conteste eso solito', ['chat']],
    ['contestarles desde mi celular, al momento, a los que me pregunten cosas', ['chat']],
    ['que lo que se venda en la página se descuente también en ese programa', ['apis']],
    ['que el tipo de cambio se actualice solo, tomándolo del Banco de México', ['apis']],
    ["que el cliente pueda teclear 'pija de una pulgada' y le aparezca luego luego", ['search-advanced']],
    ['que se pueda buscar por el nombre de la sal o por el de la marca', ['search-advanced']],
    ['que el cliente vea si la medicina está disponible en la sucursal', ['inventory']],
    ['que los alumnos entreguen sus tareas en la plataforma', ['file-management']],
    ['una pantalla donde vea todos los trámites que entran', ['admin']],
    ['¿se les puede mandar un mensaje a los alumnos cuando les cambian la clase?', ['notifications']],
    ['que cada papá tuviera su rinconcito en la página donde vea en qué nivel va su hijo', ['user-dashboard']],
    ['que vaya juntando varias prendas antes de pagar todo junto', ['ecommerce-advanced']],
    ['que los extranjeros entendieran todo, aunque no sepan español', ['multi-language']],
    // The last reading (feature-cues.ts): a word of what a feature is about beside a word of what must happen.
    ['ojalá que en google nos hallen rápido', ['seo']],
    ['que en las tabletas también se lea clarito', ['responsive']],
    ['cuántos llegaron por el anuncio', ['analytics']],
    ['que la página les responda solita de noche', ['chat']],
    ['que las ventas se actualicen en el sistema de la fábrica', ['apis']],
    ['con base en lo que han pedido les sugiera platillos', ['custom-ml']],
    ['que cada familia revise lo que debe', ['user-dashboard']],
    // Twelfth round: features told as how the business would work.
    ['que los clientes de Brasil la puedan leer en portugués', ['multi-language']],
    ['¿la podemos tener en coreano?', ['multi-language']],
    ['que al que busque una florería en Toluca le toque encontrarnos primero', ['seo']],
    ['que me suene el celular cuando alguien aparte una mesa', ['notifications']],
    ['que a cada alumna le llegue solito un recadito el día antes de su clase', ['notifications']],
    ['que mi socio ponga él mismo los horarios nuevos', ['cms']],
    ['y que yo ponga cada mes las promociones', ['cms']],
    ['que a la hora que sea le conteste algo solo', ['chat']],
    ['que puedan platicar con uno de mis asesores ahí mismo mientras ven los terrenos', ['chat']],
    ['que el sistema diga a cada cliente qué rutina le conviene', ['custom-ml']],
    ['que calcule con las ventas de antes cuántos pasteles vamos a hornear el sábado', ['custom-ml']],
    ['que las ventas caigan solitas en el programa de la caja', ['apis']],
    ['que escojan su número de pie', ['ecommerce-advanced']],
    ['que la gente pueda juntar varias plantas y pedirlas de una vez', ['ecommerce-advanced']],
    ['que quede anotado cada interesado y cuándo le llamamos', ['crm-integration']],
    ['lo que vamos publicando en nuestro perfil que se vea también en la página', ['social']],
    ['un botón para que se lo mande a sus amigas', ['social']],
  ])('%j → %j', (text, codes) => expect([...features(text).added].sort()).toEqual([...codes].sort()))

  it('reads "cuánto cuesta mandarlo" as shipping to work out, not a price question, and "sin que …" as no rejection', () => {
    const last = playConversation(['Ana', 'una tienda en línea', 'que al pagar le calcule cuánto cuesta mandarlo hasta su estado'], { catalogue, today: TODAY }).at(-1)!
    expect(last.state.features).toContain('shipping')
    expect(features('que se conecte con el SAT sin que mi contadora lo haga a mano').added).toEqual(['apis'])
  })

  it('takes a "no" of a purpose or a manner for no rejection', () => {
    expect(features('que se conecte con mi inventario para no vender lo que ya no tengo').added).toEqual(['inventory'])
    expect(features('que yo misma pueda editar el contenido sin pedirle a nadie').added).toEqual(['cms'])
    expect(features('que no tenga blog').removed).toEqual(['cms'])
    expect(features('alertas por correo cuando un cliente no ha contestado').added).toEqual(['notifications'])
    expect(features('lo del pago mejor no').removed).toEqual(['payments'])
    expect(features('pagos tampoco').removed).toEqual(['payments'])
    expect(features('sobre el chat, mejor no, prefiero que nos llamen').removed).toEqual(['chat'])
  })

  it.each([
    ['no necesito pagos, solo catálogo de productos', ['ecommerce-advanced'], ['payments']],
    ['no, pagos no, solo envíos', ['shipping'], ['payments']],
    ['el buscador no, mejor quítalo', [], ['search-advanced']],
    ['quita los envíos', [], ['shipping']],
    ['sin blog pero con seo', ['seo'], ['cms']],
    ['no necesito pagos ni envíos', [], ['payments', 'shipping']],
    ['no, mejor sin envíos y con pagos', ['payments'], ['shipping']],
    ['varios idiomas y tienda virtual no', ['multi-language'], ['ecommerce-advanced']],
  ])('negation %j → added %j, removed %j', (text, added, removed) => {
    const found = features(text)
    expect(found.added).toEqual(added)
    expect(found.removed).toEqual(removed)
  })

  it('keeps for the team what it did not understand, but not the words around what it did', () => {
    expect(features('que les lleguen recordatorios por whats').unmatched).toEqual([])
    expect(features('reservaciones y un foro').unmatched).toEqual(['reservaciones', 'foro'])
    // What the business sells says what kind of project it is, not what the site must do.
    expect(features('para vender ropa de bebé').unmatched).toEqual([])
    expect(features('venta de vinos').unmatched).toEqual([])
  })

  it('keeps no word of a deadline given as the answer ("quisiera tenerlo antes de semana santa")', () => {
    const work = read('quisiera tenerlo listo antes de semana santa')
    const deadline = findTimeline(work, false, TODAY)
    expect(deadline?.timeline).toBe('flexible')
    expect(findFeatures(mask(work, deadline?.spans ?? []), catalogue, true).unmatched).toEqual([])
  })

  it('reads a language the business teaches as no language of the site', () => {
    expect(features('somos una escuela de inglés').added).toEqual([])
    expect(features('damos clases de idiomas y cursos de inglés').added).toEqual([])
    expect(features('un colegio bilingüe').added).toEqual([])
    expect(features('que el sitio también esté en inglés').added).toEqual(['multi-language'])
    expect(features('una página bilingüe').added).toEqual(['multi-language'])
  })

  it('reads what the business already has or uses as no request (channels, delivery, its accountant, its till)', () => {
    expect(features('ese mismo número tiene whatsapp también').added).toEqual([])
    expect(features('los pedidos los tomamos por whatsapp y por facebook').added).toEqual([])
    expect(features('los vestidos los vendo en la tienda y por instagram').added).toEqual([])
    expect(features('ya damos servicio a domicilio con nuestras motos').added).toEqual([])
    expect(features('la contadora nos lleva las facturas').added).toEqual([])
    expect(features('tenemos un punto de venta en la caja').added).toEqual([])
    expect(features('nada de blog').removed).toEqual(['cms'])
    // What they ask for still counts.
    expect(features('que les llegue un whatsapp cuando su pedido esté listo').added).toEqual(['notifications'])
    expect(features('que la tienda esté conectada con el sistema de la caja').added).toEqual(['apis'])
  })

  it('reads wishes said as what must happen (searches, their own history, a place of my own)', () => {
    expect(features('que cuando un turista ande buscando hotel en google le salga el mío').added).toEqual(['seo'])
    expect(features('que cuando alguien escriba dentista en el buscador aparezca yo').added).toEqual(['seo'])
    expect(features('que salgamos arriba cuando busquen mariscos').added).toEqual(['seo'])
    expect(features('que vean todos sus pedidos anteriores').added).toEqual(['user-dashboard'])
    expect(features('que los tutores puedan entrar y ver las faltas de sus hijos').added).toEqual(['user-dashboard'])
    expect(features('un lugar solo para mí donde doy de alta a los choferes').added).toEqual(['admin'])
    expect(features('que se pueda ver solo los de cierta marca').added).toEqual(['search-advanced'])
    expect(features('que esté enlazada con amazon para no capturar dos veces').added).toEqual(['apis'])
  })

  it('reads more wishes and refusals said in passing (a follow-up list, scanned papers, "eso no lo quiero", "déjalo así")', () => {
    expect(features('que todos queden en un lugar donde vea a quién ya le llamé').added).toEqual(['crm-integration'])
    expect(features('que me puedan mandar escaneados sus contratos').added).toEqual(['file-management'])
    expect(features('una parte solo para mí desde donde doy de alta a los maestros').added).toEqual(['admin'])
    expect(features('que yo pueda cambiar las promos').added).toEqual(['cms'])
    expect(features('lo de los envíos lo hago yo, eso no lo quiero en la página').removed).toEqual(['shipping'])
    expect(features('lo de instagram déjalo así').removed).toEqual(['social'])
    expect(features('la contadora es la que nos lleva todo lo de la facturación').added).toEqual([])
  })

  it('reads a shop or premises as no local SEO, and more features said as what must happen', () => {
    expect(features('tengo un local en el centro').added).toEqual([])
    expect(features('que salga en google como negocio local').added).toEqual(['seo'])
    expect(features('que les salgan productos según lo que ya han comprado').added).toEqual(['custom-ml'])
    expect(features('que puedan ver lo que han pedido antes').added).toEqual(['user-dashboard'])
    expect(features('que solo los que pagan lo puedan ver').added).toEqual(['subscription'])
    expect(features('y que no se pueda pedir un pan que ya se acabó').added).toEqual(['inventory'])
    expect(features('yo subo los videos nuevos sin ayuda de nadie').added).toEqual(['cms'])
    expect(features('que yo pueda cambiar los precios sin pedírselo a nadie').added).toEqual(['cms'])
    expect(features('todo me llega por whatsapp y facebook').added).toEqual([])
    expect(features('perdón, se envió incompleto').added).toEqual([])
    expect(features('con opción en inglés... no, mejor no').removed).toEqual(['multi-language'])
    expect(features('que vean la planta y las certificaciones').added).toEqual([])
    expect(features('que no se vea toda amontonada desde el teléfono').added).toEqual(['responsive'])
    expect(features('me piden factura, que la tienda la haga sola al momento de comprar').added).toEqual(['apis'])
    expect(features('que la tienda genere la factura sola').added).toEqual(['apis'])
    expect(features('una pantalla con los números de cada obra').added).toEqual(['analytics'])
    expect(features('un blog… no sé, tal vez').added).toEqual(['cms'])
    expect(features('que cada papá vea lo de su hijo desde el celular').added).toEqual(['user-dashboard'])
    expect(features('y que cada socio vea cuándo le vence y sus pagos anteriores').added).toEqual(['user-dashboard'])
    expect(features('que se les cobre cada mes sin que tengan que venir a pagar').added).toEqual(['subscription'])
    expect(lastFeaturesOf(['Yolanda', 'todo lo muevo por mi página de Facebook y por WhatsApp'])).toEqual([])
  })

  it('reads the eighth round of everyday wishes (development-14)', () => {
    expect(features('que yo vaya subiendo las fotos de cada casa').added).toEqual(['cms'])
    expect(features('quiero escribir yo misma los artículos').added).toEqual(['cms'])
    expect(features('que quien busque dentista en Tijuana me encuentre').added).toEqual(['seo'])
    expect(features('se nos olvida a quién le mandamos cotización').added).toEqual(['crm-integration'])
    expect(features('saber de dónde nos llegan los clientes').added).toEqual(['analytics'])
    expect(features('saber cuántos sacos de cemento me quedan').added).toEqual(['inventory'])
    expect(features('que la página y el programa de la caja se pasen la información solos').added).toEqual(['apis'])
    expect(features('que el cliente escriba el modelo del carro y le salgan las piezas').added).toEqual(['search-advanced'])
    expect(features('que se les cobre automático cada tres meses').added).toEqual(['subscription'])
    expect(features('que si dejan de pagar, se les corte').added).toEqual(['subscription'])
    expect(features('dejarles sus contratos en pdf para que los bajen').added).toEqual(['file-management'])
    expect(features('en el celular tiene que verse igual de bien').added).toEqual(['responsive'])
    expect(features('que vea su plan y sus pagos').added).toEqual(['user-dashboard'])
    expect(features('que le aparezca el mío arriba de los demás').added).toEqual(['seo'])
    expect(features('que la gente que busca un abogado en internet llegue conmigo').added).toEqual(['seo'])
    expect(features('viene en tres tallas y en varios colores, que la clienta escoja').added).toEqual(['ecommerce-advanced'])
    expect(features('que le diga cuánto le sale que se lo mande a su ciudad').added).toEqual(['shipping'])
    expect(features('que cada socio tenga su propio acceso').added).toEqual(['auth'])
    expect(features('que yo desde mi lado controle todo').added).toEqual(['admin'])
    expect(features('saber qué modelos se venden más').added).toEqual(['analytics'])
    expect(features('que el sistema le diga qué tratamiento le conviene').added).toEqual(['custom-ml'])
    expect(features('algo que conteste las preguntas de siempre a cualquier hora').added).toEqual(['chat'])
    expect(features('que tenga su acceso con clave para ver las notas de sus hijos').added.toSorted()).toEqual(['auth', 'user-dashboard'])
    expect(features('que me avise cuando se me estén acabando las llantas').added).toEqual(['inventory'])
    expect(features('que cada vecino vea cuánto debe').added).toEqual(['user-dashboard'])
    expect(features('subir las actas para que todos las puedan bajar').added).toEqual(['file-management'])
    expect(features('mandar aviso a todos cuando haya fumigación').added).toEqual(['notifications'])
    expect(features('que pueda ver nomás las camionetas o nomás los automáticos').added).toEqual(['search-advanced'])
    expect(features('que se use bien en el teléfono sin estar haciendo zoom').added).toEqual(['responsive'])
    expect(features('que algo conteste solo las dudas de siempre').added).toEqual(['chat'])
    expect(features('que pueda platicar con alguien de ventas ahí mismo').added).toEqual(['chat'])
    expect(features('que cada cotización quede guardada y no se me pase darle su llamada').added).toEqual(['crm-integration'])
    expect(features('ya tenemos facebook y ahí ponemos las promos').added).toEqual([])
    expect(features('los pedidos son por whatsapp').added).toEqual([])
    expect(features('viene en chica, mediana y grande y en tres colores, entonces que la clienta escoja').added).toEqual(['ecommerce-advanced'])
    expect(features('que escoja si su ramo es de 12, 24 o 50 rosas y de qué color').added).toEqual(['ecommerce-advanced'])
    expect(features('que paguen una cuota al mes').added).toEqual(['subscription'])
  })

  it('reads the ninth round of everyday wishes (development-15)', () => {
    expect(features('que el programa adivine cuánto pan voy a necesitar mañana').added).toEqual(['custom-ml'])
    expect(features('que el sistema reconozca las placas de los carros').added).toEqual(['custom-ml'])
    expect(features('que calcule cuándo se le va a acabar el gas a cada cliente').added).toEqual(['custom-ml'])
    expect(features('que salga el pronóstico del clima del día').added).not.toContain('custom-ml')
    expect(features('que vea nada más los vestidos de su talla').added).toEqual(['search-advanced'])
    expect(features('que pueda escoger por marca y por precio').added).toEqual(['search-advanced'])
    expect(features('que escriba el nombre de la pieza y le salga').added).toEqual(['search-advanced'])
    expect(features('saber de dónde llegan, si del buscador o de los anuncios').added).toEqual(['analytics'])
    expect(features('les caiga el aviso a todos los alumnos').added).toEqual(['notifications'])
    expect(features('mandarles un correo con las promociones del mes').added).toEqual(['notifications'])
    expect(features('que escojan un plan de cada mes y se les renueve').added).toEqual(['subscription'])
    expect(features('solo los socios que pagan su cuota de cada mes').added).toEqual(['subscription'])
    expect(features('que el socio pueda entrar a ver cuánto ha abonado').added).toEqual(['user-dashboard'])
    expect(features('ya adentro, que vea las facturas que ha pagado').added).toEqual(['user-dashboard'])
    expect(features('que cada cliente vea en qué etapa va su obra').added).toEqual(['user-dashboard'])
    expect(features('que yo vea en qué paso va cada interesado').added).toEqual(['crm-integration'])
    expect(features('que sepa cuánto sale el flete a su ciudad').added).toEqual(['shipping'])
    expect(features('que pueda rastrear su caja').added).toEqual(['shipping'])
    expect(features('que la guía de la paquetería se haga sola').added).toEqual(['shipping'])
    expect(features('que se acomode bien a cualquier pantalla').added).toEqual(['responsive'])
    expect(features('que no tengan que andar haciendo zoom').added).toEqual(['responsive'])
    expect(features('que se lea bien aunque sea un celular viejito').added).toEqual(['responsive'])
    expect(features('si alguien escribe en internet fumigaciones en Tijuana, ni aparecemos').added).toEqual(['seo'])
    expect(features('que el buscador nos ponga entre los primeros').added).toEqual(['seo'])
    expect(features('que yo o mi esposo podamos poner los avisos').added).toEqual(['cms'])
    expect(features('quiero poner yo cada semana el menú').added).toEqual(['cms'])
    expect(features('poner un artículo de consejos cada mes').added).toEqual(['cms'])
    expect(features('que puedan platicar por escrito con la persona de guardia').added).toEqual(['chat'])
    expect(features('la página tiene que hablarles en su idioma').added).toEqual(['multi-language'])
    expect(features('que las mamás puedan publicarlos en su perfil').added).toEqual(['social'])
    expect(features('que se descuente de lo que hay en la bodega').added).toEqual(['inventory'])
    expect(features('que ya no se pueda pedir cuando se acabe').added).toEqual(['inventory'])
    expect(features('para no vender algo que ya no tenemos').added).toEqual(['inventory'])
    expect(features('que sepamos cuántas cajas y costales hay en cada bodega').added).toEqual(['inventory'])
    expect(features('que las ventas se pasen solas al Aspel').added).toEqual(['apis'])
    expect(features('que el tipo de cambio se actualice solo desde el banco').added).toEqual(['apis'])
    expect(features('que escoja el largo y el color').added).toEqual(['ecommerce-advanced'])
    expect(features('darles un código para que les salga más barato').added).toEqual(['ecommerce-advanced'])
    expect(features('que arme su canasta con lo que quiera').added).toEqual(['ecommerce-advanced'])
    expect(features('que queden en Pipedrive').added).toEqual(['crm-integration'])
    expect(features('que quede en una lista de interesados').added).toEqual(['crm-integration'])
    expect(features('mis vendedores les dan seguimiento').added).toEqual(['crm-integration'])
    expect(features('una parte solo para mí donde vea las rutas y cambie los precios').added).toEqual(['admin'])
    expect(features('una parte donde demos de alta a los maestros').added).toEqual(['admin'])
    expect(features('que el cliente me pueda mandar desde la página el plano de su casa').added).toEqual(['file-management'])
    expect(features('que suba ahí su INE').added).toEqual(['file-management'])
    expect(features('lo que más me quita tiempo es cobrar').removed).toEqual([])
    expect(features('el cobro es en efectivo al entregar').added).toEqual([])
    expect(features('antes de pagar que vea el total').added).not.toContain('payments')
    expect(features('pago anuncios en el feis').added).toEqual(['social'])
    expect(features('ya tengo face e insta, los maneja mi sobrino').added).toEqual([])
    expect(features('transmitimos por Facebook, eso ya lo tenemos').added).toEqual([])
    expect(features('se las mando por whatsapp y así sigo').added).toEqual([])
    expect(features('para facturar uso mi propio programa').added).toEqual([])
    expect(features('las publicaciones de mi cuenta del face').added).toEqual(['social'])
  })

  it('reads the tenth round of everyday wishes (development-16)', () => {
    expect(features('que los clientes puedan subirnos copias de sus contratos').added).toEqual(['file-management'])
    expect(features('que los papás entren y vean las calificaciones y los pagos pendientes').added).toEqual(['user-dashboard'])
    expect(features('que cada cliente vea el estado de sus trabajos y sus pagos pendientes').added).toEqual(['user-dashboard'])
    expect(features('que cada socio deje registrada su tarjeta').added).toEqual(['subscription'])
    expect(features('que los alumnos que pagan una cuota cada mes las puedan ver, y que si dejan de pagar ya no las vean').added).toEqual(['subscription'])
    expect(features('que deje pagado el anticipo ahí mismo').added).toEqual(['payments'])
    expect(features('que les llegue cada lunes un correo con la reflexión').added).toEqual(['notifications'])
    expect(features('que le llegue en ese momento un correo a mi vendedor').added).toEqual(['notifications'])
    expect(features('que le calcule lo que cuesta mandárselo según su código postal').added).toEqual(['shipping'])
    expect(features('que pueda checar en qué ciudad va su pedido').added).toEqual(['shipping'])
    expect(features('sin que se desacomode nada en el teléfono').added).toEqual(['responsive'])
    expect(features('que se lea igual de bien en una computadora que en un teléfono').added).toEqual(['responsive'])
    expect(features('que se pueda navegar cómodo desde el celular').added).toEqual(['responsive'])
    expect(features('que las personas que buscan dentista en internet me encuentren').added).toEqual(['seo'])
    expect(features('que se encuentre fácil cuando se busque abogado en Tijuana').added).toEqual(['seo'])
    expect(features('que le conteste un robot las preguntas típicas').added).toEqual(['chat'])
    expect(features('que un asistente automático le conteste lo básico').added).toEqual(['chat'])
    expect(features('que pueda irlo cerrando por marca y precio').added).toEqual(['search-advanced'])
    expect(features('que el cliente pueda quedarse nada más con los muebles de pino').added).toEqual(['search-advanced'])
    expect(features('que la página diga que no hay').added).toEqual(['inventory'])
    expect(features('que vea si tenemos su medicina y en cuál sucursal').added).toEqual(['inventory'])
    expect(features('que se hable con el programa de la caja').added).toEqual(['apis'])
    expect(features('que agarre los precios del sistema de cobro').added).toEqual(['apis'])
    expect(features('que cada venta se pase sola a mi sistema de contabilidad').added).toEqual(['apis'])
    expect(features('darles códigos a mis clientas frecuentes pa que les salga más barato').added).toEqual(['ecommerce-advanced'])
    expect(features('que se pueda dejar una reseña con foto').added).toEqual(['ecommerce-advanced'])
    expect(features('que pase a la lista de mis vendedores').added).toEqual(['crm-integration'])
    expect(features('para que mis vendedoras sepan a quién llamarle').added).toEqual(['crm-integration'])
    expect(features('que le proponga otros títulos parecidos').added).toEqual(['custom-ml'])
    expect(features('que vea primero los productos que le pueden interesar').added).toEqual(['custom-ml'])
    expect(features('que el sistema calcule cuál es probable que se descomponga').added).toEqual(['custom-ml'])
    expect(features('saber qué pastel es el que más se vende').added).toEqual(['analytics'])
    expect(features('saber cuántas personas le dan clic al botón').added).toEqual(['analytics'])
    expect(features('ver cuánto nos dejó cada camión').added).toEqual(['analytics'])
    expect(features('un botón para que la gente comparta el diseño con sus compas').added).toEqual(['social'])
    expect(features('desde una parte privada, demos de alta las rutas').added).toEqual(['admin'])
    expect(features('una pantalla aparte para manejar a las maestras').added).toEqual(['admin'])
    expect(features('que cuando alguien entre a la página pueda escribir su duda y alguien le conteste en ese momento').added).toEqual(['chat'])
    expect(features('mi sobrina me maneja el face y el insta').added).toEqual([])
    expect(features('los posts del insta me los hace mi hija').added).toEqual([])
    expect(features('los pedidos me los hacen por whatsapp').added).toEqual([])
    expect(features('se lo llevamos nosotros mismos a domicilio').added).toEqual([])
    expect(features('los fletes los contrata el cliente').added).toEqual([])
    expect(features('mis pacientes me pagan por transferencia').added).toEqual([])
    expect(features('que les llegue un correo cuando se acerque la fecha de pago').added).toEqual(['notifications'])
    expect(features('que se vean mis publicaciones del Insta').added).toEqual(['social'])
  })

  it('drops a feature the corrected type does not offer, and says so', () => {
    const turns = playConversation(['Inés', 'una tienda en línea con cupones de descuento', 'no, mejor solo una página web'], { catalogue, today: TODAY })
    expect(turns.at(-2)?.state.features).toEqual(['ecommerce-advanced'])
    expect(turns.at(-1)?.state.features).toEqual([])
    expect(turns.at(-1)?.text).toMatch(/Quité: /)
  })

  it('reads no feature into what a competitor or the old developer has or did', () => {
    const lastFeatures = (turns: string[]) => playConversation(turns, { catalogue, today: TODAY }).at(-1)?.state.features
    expect(lastFeatures(['Tomás', 'la de la esquina tiene una página con blog, chat y tienda, pero yo quiero algo sencillo'])).toEqual([])
    expect(lastFeatures(['Tomás', 'el programador anterior me cobró 30 mil por una página con pagos y blog. Ahora quiero que salga en google'])).toEqual(['seo'])
    expect(lastFeatures(['Tomás', 'le pagué a un chavo para que me hiciera la página con tienda y nunca la terminó'])).toEqual([])
    expect(lastFeatures(['Tomás', 'contraté una agencia que me hizo una app con pagos e inventario y no sirvió. Quiero una página sencilla'])).toEqual([])
    expect(lastFeatures(['Tomás', 'la notaría de al lado tiene un sistema con chat y pagos. Quiero algo sencillo'])).toEqual([])
    expect(lastFeatures(['Tomás', 'quiero una página con blog y chat'])).toEqual(['cms', 'chat'])
  })

  it('reads no feature into a verb that only looks like one ("administrar mi flotilla", "no sé cuánto pagar")', () => {
    expect(features('para administrar mi flotilla').added).toEqual([])
    expect(features('no sé cuánto pagar').added).toEqual([])
  })
})

describe('the dialogue', () => {
  const lastState = (turns: string[]) => playConversation(turns, { catalogue, today: TODAY }).at(-1)?.state

  it('reads a feature given while another question is skipped ("no sé cuánto… y que descarguen sus fotos")', () => {
    const state = lastState(['Pablo', 'una página', 'nada', 'en mes y medio', 'no sé bien cuánto, y que cada pareja pueda descargar sus fotos'])
    expect(state?.features).toEqual(['file-management'])
    expect(state?.budget).toBeUndefined()
  })

  it('takes back what a question added when the next message says no, and nothing else', () => {
    const asked = ['Sofía', 'una página para mi cafetería', 'que se vea bien en el celular', '¿también se puede poner pedidos en línea?']
    expect(lastState(asked)?.projectType).toBe('ecommerce')
    expect(lastState([...asked, 'mmm no, mejor no, eso después'])?.projectType).toBe('website')
    expect(lastState([...asked, 'sí, ponlos'])?.projectType).toBe('ecommerce')
    const seo = ['Marisol', 'una tienda en línea', 'con pagos con tarjeta', '¿y lo de salir en google cuánto cuesta?']
    expect(lastState([...seo, 'ah ok, no, eso luego, por ahora no'])?.features).toEqual(['payments'])
    expect(lastState([...seo, 'no sé, 20 mil'])?.features).toEqual(['payments', 'seo'])
    // A "no" after a statement (not a question) takes nothing back.
    expect(lastState(['Marisol', 'una tienda en línea', 'con pagos y que salga en google', 'no'])?.features).toEqual(['payments', 'seo'])
  })

  it('reads digits typed for a phone as a phone gone wrong, never as a new budget', () => {
    const state = lastState(['Everardo', 'una página web', 'seo', '$19,000', 'en 6 semanas', 'everardo@mudanzas.mx', 'mi tel es 345 6789'])
    expect(state?.budget).toBe('medium')
    expect(state?.telefono).toBeUndefined()
  })

  it('lets the name go when the visitor would rather not give it, and goes on', () => {
    const [first] = playConversation(['prefiero no dar mi nombre por ahora, quiero una página informativa'], { catalogue, today: TODAY })
    expect(first?.state.nombre).toBeUndefined()
    expect(first?.text).not.toContain('cómo te llamas')
    // A blog is a site, and a later "que sea…" about something else is no correction of it.
    expect(lastState(['Ana', 'una tienda en línea para vender membresías', 'que sea en inglés y un blog'])?.projectType).toBe('ecommerce')
  })

  it('takes a name after a courtesy ("Claro, perdón: Humberto Villegas.")', () => {
    expect(lastState(['Buenas tardes, quisiera cotizar una página web', 'Claro, perdón: Humberto Villegas.'])?.nombre).toBe('Humberto Villegas')
  })

  it('takes a name spelled again and then written whole ("se escribe Jhonatan, con h. Jhonatan Ríos")', () => {
    expect(lastState(['Me llamo Jonathan Ríos', 'Perdón, mi nombre se escribe Jhonatan, con h después de la J. Jhonatan Ríos'])?.nombre).toBe('Jhonatan Ríos')
  })

  it('leaves a type the visitor asked about open until they say which it is', () => {
    const asked = ['Omar', 'que la gente haga su pedido desde la web', '¿Eso sería tienda en línea o qué?']
    expect(lastState(asked)?.projectType).toBe('ecommerce')
    expect(lastState([...asked, 'Va, sistema a la medida entonces, una aplicación web'])?.projectType).toBe('webapp')
    // Without the question, a feature-like mention of another type never switches a store.
    expect(lastState(['Omar', 'una tienda en línea', 'con una aplicación web para el inventario'])?.projectType).toBe('ecommerce')
  })

  it('keeps for the team what a list names after a feature outside the features question, never the business or the looks', () => {
    expect(lastState(['Iván', 'Una aplicación web con pagos y realidad virtual holográfica y un programa de lealtad'])?.unmatched).toEqual(['realidad virtual holografica', 'programa de lealtad'])
    expect(lastState(['Ana', 'tengo una taquería y quiero una página con pagos en línea'])?.unmatched).toEqual([])
    expect(lastState(['Ana', 'quiero una página con blog y que se vea moderna'])?.unmatched).toEqual([])
  })

  it('reads the advanced store by its id or name, not as a store plus "avanzada"', () => {
    for (const answer of ['ecommerce-advanced', 'tienda en línea avanzada', 'e-commerce avanzado']) {
      expect(lastState(['Iván', 'Una tienda en línea', answer])).toMatchObject({ projectType: 'ecommerce', features: ['ecommerce-advanced'], unmatched: [] })
    }
  })

  it('reads a dictated underscore and hyphen in an e-mail', () => {
    expect(lastState(['Julieta', 'mi correo es julieta guion bajo avila arroba yahoo punto com punto mx'])?.email).toBe('julieta_avila@yahoo.com.mx')
    expect(lastState(['Luis', 'luis guion perez arroba gmail punto com'])?.email).toBe('luis-perez@gmail.com')
  })

  it('takes a list closed by "nada más" as the answer, and a way to reach the visitor for no feature', () => {
    expect(lastState(['Paola', 'una página para mi salón', 'redes sociales nada más'])?.features).toEqual(['social'])
    const state = lastState(['Lupita', 'una página', 'nada', 'sin prisa', 'poco', 'no tengo correo, mejor al whats'])
    expect(state?.features).toEqual([])
  })

  it('lets a declined contact go while the other one is known, and asks for one when both are declined', () => {
    const noPhone = playConversation(['Lucía', 'un blog', 'nada', 'sin prisa', 'no sé', 'lucia@mail.com', 'no quiero dar mi teléfono'], { catalogue, today: TODAY })
    expect(noPhone.at(-1)?.step).toBe('ready')
    expect(noPhone.at(-1)?.state.telefono).toBeUndefined()
    const neither = playConversation(['Lupita', 'una página', 'nada', 'sin prisa', 'poco', 'no tengo correo', 'prefiero no'], { catalogue, today: TODAY })
    expect(neither.at(-1)?.step).toBe('contact')
    expect(neither.at(-1)?.text).toContain('al menos un correo o un teléfono')
    // A wrong answer is still told so, word for word (spec §5).
    const wrong = playConversation(['Ana', 'una página', 'nada', 'sin prisa', 'poco', 'ana arroba'], { catalogue, today: TODAY })
    expect(wrong.at(-1)?.text).toBe('Por favor proporciona un email o número de teléfono válido:')
  })

  it('answers a price or time question asked back, and takes it for no feature', () => {
    const [first, second, third] = playConversation(['¿cuánto tardan en hacer una página?', 'Paola', '¿y cuánto cuesta?'], { catalogue, today: TODAY })
    expect(first?.text).toContain('El tiempo de desarrollo depende de lo que necesites')
    expect(first?.text).toContain('¿cómo te llamas?')
    expect(second?.state.nombre).toBe('Paola')
    expect(third?.text).toContain('El precio depende del tipo de proyecto y de las funciones')
    expect(third?.state.unmatched).toEqual([])
  })

  it('keeps a known name when a later "soy" in lower case names a trade', () => {
    expect(lastState(['me llamo valeria pero todos me dicen vale', 'soy creadora de contenido de fitness'])?.nombre).toBe('Valeria')
    expect(lastState(['Buenas tardes señorita', 'Everardo Quintero para servirle, soy apicultor'])?.nombre).toBe('Everardo Quintero')
  })

  it('reads "el mes que entra" and "no tengo ninguna prisa"', () => {
    expect(findTimeline(read('para el mes que entra'), true, TODAY)?.timeline).toBe('urgent')
    expect(findTimeline(read('no tengo ninguna prisa'), true, TODAY)?.timeline).toBe('flexible')
  })

  it('reads the writer of "De parte de…", a name corrected after "ah no", a date over a manner of speaking, and a type put by a statement beside a question', () => {
    expect(lastState(['De parte de Octavio Salgado, del despacho Salgado y Asociados.'])?.nombre).toBe('Octavio Salgado')
    expect(lastState(['Le escribo de parte de la Farmacia Central'])?.nombre).toBeUndefined()
    expect(lastState(['q onda, soy el Chino... ah no, Luis Fong jaja'])?.nombre).toBe('Luis Fong')
    expect(lastState(['Ana', 'una página', 'Antes de navidad, sin presión'])?.timeline).toBe('planning')
    expect(lastState(['Ana', 'quiero que me compren desde la página. ¿Se puede que el cliente ponga el modelo y le salgan las piezas?', 'y que la página diga que no hay'])?.projectType).toBe('ecommerce')
  })

  it('keeps talk out of the features and answers a question for a person (usability walk, 2026-11-27)', () => {
    const afterFeatures = (message: string) => playConversation(['Ana', 'una tienda en línea', message], { catalogue, today: TODAY }).at(-1)!
    for (const message of ['Para ayer jaja, lo más pronto', 'Perdón, me equivoqué, no es tienda, solo quiero un sitio web', 'Pero más o menos, ¿desde cuánto?', '¿Puedo hablar con una persona?', 'Bueno, quiero una página para mi panadería']) {
      const turn = afterFeatures(message)
      expect(turn.state.unmatched, message).toEqual([])
      expect(turn.text, message).not.toMatch(/No encontré/)
    }
    expect(afterFeatures('¿Puedo hablar con una persona?').text).toMatch(/^Soy el asistente virtual de Webso\./)
    expect(afterFeatures('blog y realidad virtual holográfica').state.unmatched).toEqual(['realidad virtual holografica'])
  })

  it('names the question it lets go after two answers that taught nothing, and reads a month typed "disiembre"', () => {
    const turns = playConversation(['Ana', 'una página', 'blog', 'mmm', 'ajá', 'como 30 mil'], { catalogue, today: TODAY })
    expect(turns.map((t) => t.text).join(' ')).toMatch(/Dejo pendiente el plazo; lo vemos después con el equipo\./)
    expect(turns.map((t) => t.text).join(' ')).not.toMatch(/Sin problema/)
    expect(lastState(['Ana', 'una página', 'blog', 'PARA DISIEMBRE'])?.timeline).toBe('planning')
  })

  it('takes a dictated address whole and without accents, and reads none of its words as a feature', () => {
    const afterEmail = (message: string) => playConversation(['Ana', 'una página', 'algo', message], { catalogue, today: TODAY }).at(-1)!
    expect(afterEmail('mi correo es ana sofía arroba hotelvalle punto com').state.email).toBe('anasofia@hotelvalle.com')
    expect(afterEmail('rosa elena punto artesanias arroba gmail punto com').state.email).toBe('rosaelena.artesanias@gmail.com')
    expect(afterEmail('escríbeme a juan arroba gmail punto com').state.email).toBe('juan@gmail.com')
    expect(afterEmail('sofía@hotelvalle.com').state.email).toBe('sofia@hotelvalle.com')
    expect(afterEmail('juan arroba gmail punto com').state.unmatched).toEqual([])
  })

  it('reads a dictated address and a number dictated digit by digit', () => {
    expect(lastState(['Ana', 'seis cuatro seis, ciento cincuenta y siete, veintidós, noventa'])?.telefono).toBe('6461572290')
    expect(lastState(['Ana', 'ventas arroba ferreteria armenta punto com, todo junto'])?.email).toBe('ventas@ferreteriaarmenta.com')
    expect(lastState(['Ana', 'el seis cuatro seis, uno uno ocho, cuarenta y cinco, sesenta y siete'])?.telefono).toBe('6461184567')
    expect(lastState(['Ana', 'uno dos tres cuatro cinco'])?.telefono).toBeUndefined()
    expect(lastState(['Ana', 'claudia reynoso arroba gmail punto com todo junto'])?.email).toBe('claudiareynoso@gmail.com')
    expect(lastState(['Ana', 'omar.vet [arroba] gmail.com'])?.email).toBe('omar.vet@gmail.com')
    expect(lastState(['Ana', 'mi correo es ana arroba gmail punto com'])?.email).toBe('ana@gmail.com')
    expect(lastState(['Ana', 'seis cuatro seis uno siete ocho nueve cero nueve cero'])?.telefono).toBe('6461789090')
  })

  it('corrects the big providers\' mistyped domains, and no other', () => {
    expect(lastState(['Ernesto', 'ernesto.llantas@gmail.con'])?.email).toBe('ernesto.llantas@gmail.com')
    expect(lastState(['Ana', 'ana@gmial.com'])?.email).toBe('ana@gmail.com')
    expect(lastState(['Ana', 'ana@midominio.con'])?.email).toBe('ana@midominio.con')
  })

  const last = (turns: string[]) => playConversation(turns, { catalogue, today: TODAY }).at(-1)!

  it('keeps a bare amount given while it asks for the timeline, and does not ask for it again', () => {
    const results = playConversation(['Ana', 'tienda en línea', 'pagos', 'como 18,500', 'en dos meses'], { catalogue, today: TODAY })
    expect(results[3]!.state.budget).toBe('medium')
    expect(results[3]!.text).not.toMatch(/No entendí/)
    expect(results.at(-1)!.text).toMatch(/correo/)
  })

  it('never takes an e-mail, a half-typed one, or a phone label for a feature', () => {
    const end = last(['Lety', 'tienda en línea', 'pagos', '18 mil', 'en 4 semanas', 'lety.dulces@gmail', 'lety.dulces@gmail.com', 'mi whats es 646 111 4477'])
    expect(end.state.features).toEqual(['payments'])
    expect(end.state.unmatched).toEqual([])
    expect(end.state.email).toBe('lety.dulces@gmail.com')
    expect(end.state.telefono).toBe('6461114477')
  })

  it('reaches the summary as soon as everything is known, then takes corrections before confirming', () => {
    const results = playConversation(
      ['Hola soy Carmen, quiero una tienda en línea con pagos y envíos, tengo 32 mil y la quiero en 2 meses', 'carmen@gmail.com', '3332221100', 'no, el presupuesto es de 50 mil', 'quita los envíos', 'sí'],
      { catalogue, today: TODAY },
    )
    expect(results[2]!.step).toBe('ready')
    expect(results[2]!.text).toMatch(/resumen/)
    expect(results[3]!.state.budget).toBe('large')
    expect(results[3]!.text).toMatch(/resumen/)
    expect(results[4]!.state.features).toEqual(['payments'])
    expect(results[5]!.ready).toBe(true)
    expect(results[5]!.data).toMatchObject({ projectType: 'ecommerce', budget: 'large', features: ['payments'], timeline: 'normal' })
  })

  it('shows the summary again when a correction empties an optional field', () => {
    const results = playConversation(
      ['Ana', 'tienda en línea', 'blog', 'en dos meses', '20 mil', 'ana@gmail.com', '6461234567', 'quita el blog', 'sí'],
      { catalogue, today: TODAY },
    )
    expect(results[7]!.text).toMatch(/resumen/)
    expect(results[7]!.state.features).toEqual([])
    expect(results[8]!.ready).toBe(true)
  })

  it('lets an ignored optional question go after asking twice', () => {
    const results = playConversation(['Yadira', 'quiero que mis clientes agenden en línea', '25 mil', 'en 6 semanas', 'yadira@gmail.com'], { catalogue, today: TODAY })
    expect(results[3]!.text).toMatch(/correo/)
  })
})
