// Spanish conversations with the project each must yield (typos, missing accents, slang, several facts
// in one message, corrections). Each conversation starts after the widget's opening message; its
// turns are what the visitor types, one reply of the assistant between each.
import type { BudgetCode, TimelineCode } from '../pricing/pricing-codes'
import type { ProjectTypeCode } from './project-data'

export interface ExpectedProject {
  projectType?: ProjectTypeCode
  /** Catalogue codes, in any order. */
  features?: string[]
  budget?: BudgetCode
  timeline?: TimelineCode
  nombre?: string
  empresa?: string
  email?: string
  telefono?: string
}

export interface CorpusConversation {
  readonly id: string
  readonly turns: readonly string[]
  readonly expected: ExpectedProject
}

/** The fields compared for accuracy; a field missing from `expected` must stay missing (nothing invented). */
export const CORPUS_FIELDS = ['projectType', 'features', 'budget', 'timeline', 'nombre', 'empresa', 'email', 'telefono'] as const

export const corpus: readonly CorpusConversation[] = [
  {
    id: 'step-by-step store',
    turns: ['soy ana lopez', 'quiero una tienda en linea', 'pagos con oxxo, envios y un blog', 'en dos meses', 'unos 45 mil', 'ana@mail.com', '646 123 4567'],
    expected: { nombre: 'Ana Lopez', projectType: 'ecommerce', features: ['payments', 'shipping', 'cms'], timeline: 'normal', budget: 'large', email: 'ana@mail.com', telefono: '6461234567' },
  },
  {
    id: 'everything in one message',
    turns: ['Hola, me llamo Carlos Ruiz de Panadería La Espiga, necesito una página web con SEO y que se vea bien en el celular, tengo como 20 mil de presupuesto y lo ocupo lo antes posible. Mi correo es carlos@espiga.mx y mi cel 646 987 6543'],
    expected: { nombre: 'Carlos Ruiz', empresa: 'Panadería La Espiga', projectType: 'website', features: ['seo', 'responsive'], budget: 'medium', timeline: 'urgent', email: 'carlos@espiga.mx', telefono: '6469876543' },
  },
  {
    id: 'type correction',
    turns: ['Me llamo Jorge', 'una pagina web para mi negocio', 'mejor que sea tienda en linea', 'carrito de compras e inventario', 'sin prisa', '30 mil', 'jorge.m@gmail.com', '+52 664 123 4567'],
    expected: { nombre: 'Jorge', projectType: 'ecommerce', features: ['ecommerce-advanced', 'inventory'], timeline: 'flexible', budget: 'medium', email: 'jorge.m@gmail.com', telefono: '+526641234567' },
  },
  {
    id: 'bare name and app',
    turns: ['Lupita', 'una app para agendar citas', 'recordatorios por whatsapp y pagos', 'en 3 semanas', 'poco presupuesto', 'lupita@correo.com', '55-1234-5678'],
    expected: { nombre: 'Lupita', projectType: 'webapp', features: ['notifications', 'payments'], timeline: 'urgent', budget: 'small', email: 'lupita@correo.com', telefono: '5512345678' },
  },
  {
    id: 'no accents, slang budget',
    turns: ['q onda, soy memo', 'ocupo un sistema web para controlar mi almacen', 'inventario, reportes y login', 'como en 2 meses', 'unos 80k', 'memo@taller.com.mx', '6141234567'],
    expected: { nombre: 'Memo', projectType: 'webapp', features: ['inventory', 'analytics', 'auth'], timeline: 'normal', budget: 'enterprise', email: 'memo@taller.com.mx', telefono: '6141234567' },
  },
  {
    id: 'typos everywhere',
    turns: ['mi nombre es Rocio', 'kiero una tienda online', 'pasarela de pagoo y envios a domicilio', 'lo antes posible', '$45,000', 'rocio_v@hotmail.com', '33 1234 5678'],
    expected: { nombre: 'Rocio', projectType: 'ecommerce', features: ['payments', 'shipping'], timeline: 'urgent', budget: 'large', email: 'rocio_v@hotmail.com', telefono: '3312345678' },
  },
  {
    id: 'corporate site with languages',
    turns: ['Buenas tardes, soy el Lic. Fernando Díaz', 'Fernando Díaz', 'un sitio web corporativo', 'que sea bilingüe, inglés y español, y con formulario de contacto', 'no hay prisa', 'mediano', 'fdiaz@despacho.mx', '(646) 111 2233'],
    expected: { nombre: 'Fernando Díaz', projectType: 'website', features: ['multi-language'], timeline: 'flexible', budget: 'medium', email: 'fdiaz@despacho.mx', telefono: '6461112233' },
  },
  {
    id: 'skips budget and timeline',
    turns: ['Soy Valeria', 'una plataforma de cursos en linea', 'suscripciones, area de clientes y subir archivos', 'no se', 'ni idea', 'vale@cursos.mx', '5544332211'],
    expected: { nombre: 'Valeria', projectType: 'webapp', features: ['subscription', 'user-dashboard', 'file-management'], email: 'vale@cursos.mx', telefono: '5544332211' },
  },
  {
    id: 'restaurant with reservations (unmatched)',
    turns: ['hola! me llamo Paco y tengo un restaurante', 'una página web', 'menú, reservaciones en línea y que salga en google', 'para dentro de un mes', 'como 15 mil pesos', 'paco@mariscos.com', '6461230000'],
    expected: { nombre: 'Paco', projectType: 'webapp', features: ['seo'], timeline: 'urgent', budget: 'medium', email: 'paco@mariscos.com', telefono: '6461230000' },
  },
  {
    id: 'feature removal',
    turns: ['Me llamo Sofía', 'tienda virtual', 'chat en vivo, facebook e instagram y cupones de descuento', 'quita el chat', 'en 6 semanas', '50 mil', 'sofia@moda.mx', '+52 55 1111 2222'],
    expected: { nombre: 'Sofía', projectType: 'ecommerce', features: ['social', 'ecommerce-advanced'], timeline: 'normal', budget: 'large', email: 'sofia@moda.mx', telefono: '+525511112222' },
  },
  {
    id: 'email and phone together early',
    turns: ['soy Raúl, mi correo raul@gmail.com y mi teléfono 664 555 1234', 'una aplicación web', 'panel de administración y reportes de ventas', 'tres meses', 'grande'],
    expected: { nombre: 'Raúl', projectType: 'webapp', features: ['admin', 'analytics'], timeline: 'flexible', budget: 'large', email: 'raul@gmail.com', telefono: '6645551234' },
  },
  {
    id: 'invalid then valid contacts',
    turns: ['Daniela', 'sitio web', 'blog', 'normal', '20 mil', 'daniela arroba', 'daniela@estudio.mx', '123', '646 200 3000'],
    expected: { nombre: 'Daniela', projectType: 'website', features: ['cms'], timeline: 'normal', budget: 'medium', email: 'daniela@estudio.mx', telefono: '6462003000' },
  },
  {
    id: 'company cue',
    turns: ['Hola, soy Alberto y mi empresa se llama Constructora Norte', 'ocupamos una pagina informativa', 'galería de proyectos y seo local', 'en un mes y medio', 'unos 25 mil', 'alberto@cnorte.mx', '6861234567'],
    expected: { nombre: 'Alberto', empresa: 'Constructora Norte', projectType: 'website', features: ['seo'], timeline: 'normal', budget: 'medium', email: 'alberto@cnorte.mx', telefono: '6861234567' },
  },
  {
    id: 'ecommerce via selling online',
    turns: ['Me llamo Karla', 'quiero vender mis productos en linea', 'pagos con mercado pago y paypal, envios con estafeta', 'urgente', '60 mil', 'karla.shop@gmail.com', '8112345678'],
    expected: { nombre: 'Karla', projectType: 'ecommerce', features: ['payments', 'shipping'], timeline: 'urgent', budget: 'large', email: 'karla.shop@gmail.com', telefono: '8112345678' },
  },
  {
    id: 'millions',
    turns: ['soy Ernesto de Grupo Industrial Baja', 'un sistema a la medida para gestionar proveedores', 'integración con nuestro erp, facturación electrónica y panel de control', 'el proximo año', 'medio millón', 'ernesto@gib.com.mx', '+52 646 300 4000'],
    expected: { nombre: 'Ernesto', empresa: 'Grupo Industrial Baja', projectType: 'webapp', features: ['apis', 'admin'], timeline: 'planning', budget: 'enterprise', email: 'ernesto@gib.com.mx', telefono: '+526463004000' },
  },
  {
    id: 'budget words with context',
    turns: ['Me llamo Irene', 'una landing page', 'formulario y pixel de facebook', 'esta semana', 'tengo poco presupuesto', 'irene@gmail.com', '6649998877'],
    expected: { nombre: 'Irene', projectType: 'website', features: ['social'], timeline: 'urgent', budget: 'small', email: 'irene@gmail.com', telefono: '6649998877' },
  },
  {
    id: 'spelled numbers',
    turns: ['soy Tomás', 'tienda en línea', 'inventario y paquetería', 'en cuatro semanas', 'treinta y cinco mil pesos', 'tomas@ferreteria.mx', '6463334455'],
    expected: { nombre: 'Tomás', projectType: 'ecommerce', features: ['inventory', 'shipping'], timeline: 'urgent', budget: 'large', email: 'tomas@ferreteria.mx', telefono: '6463334455' },
  },
  {
    id: 'two facts per answer',
    turns: ['Me llamo Beatriz', 'una tienda en linea con pagos con tarjeta', 'para dentro de dos meses y tengo 40 mil', 'bety@gmail.com, 6461212121'],
    expected: { nombre: 'Beatriz', projectType: 'ecommerce', features: ['payments'], timeline: 'normal', budget: 'large', email: 'bety@gmail.com', telefono: '6461212121' },
  },
  {
    id: 'features typo fuzzy',
    turns: ['soy Hugo', 'aplicacion web', 'inventaro, notificasiones y login', 'sin prisa', '100 mil', 'hugo@logistica.mx', '6567778899'],
    expected: { nombre: 'Hugo', projectType: 'webapp', features: ['inventory', 'notifications', 'auth'], timeline: 'flexible', budget: 'enterprise', email: 'hugo@logistica.mx', telefono: '6567778899' },
  },
  {
    id: 'name correction',
    turns: ['me llamo Ana', 'perdón, me llamo Anabel', 'sitio web', 'multilenguaje', 'en 8 semanas', '18 mil', 'anabel@hotel.mx', '6241234567'],
    expected: { nombre: 'Anabel', projectType: 'website', features: ['multi-language'], timeline: 'normal', budget: 'medium', email: 'anabel@hotel.mx', telefono: '6241234567' },
  },
  {
    id: 'negated type',
    turns: ['soy Leonardo', 'no quiero una pagina, quiero una app', 'chat y notificaciones push', 'lo mas pronto posible', '70 mil', 'leo@startup.io', '+1 619 555 0101'],
    expected: { nombre: 'Leonardo', projectType: 'webapp', features: ['chat', 'notifications'], timeline: 'urgent', budget: 'large', email: 'leo@startup.io', telefono: '+16195550101' },
  },
  {
    id: 'skip features',
    turns: ['Mónica', 'un sitio', 'no sé, lo que ustedes recomienden', 'en 10 semanas', '12 mil', 'monica@yoga.mx', '6461010101'],
    expected: { nombre: 'Mónica', projectType: 'website', timeline: 'flexible', budget: 'small', email: 'monica@yoga.mx', telefono: '6461010101' },
  },
  {
    id: 'ecommerce shorthand',
    turns: ['soy Pedro Páramo', 'e-commerce', 'stripe, tallas y colores, buscador con filtros', 'un par de meses', '$90,000 mxn', 'pedro@comala.mx', '3310002000'],
    expected: { nombre: 'Pedro Páramo', projectType: 'ecommerce', features: ['payments', 'ecommerce-advanced', 'search-advanced'], timeline: 'normal', budget: 'enterprise', email: 'pedro@comala.mx', telefono: '3310002000' },
  },
  {
    id: 'crm and ai',
    turns: ['Me llamo Gabriela Soto', 'una plataforma para mi inmobiliaria', 'crm, búsqueda por ubicación y recomendaciones personalizadas con inteligencia artificial', 'aún estamos planeando', 'presupuesto grande', 'gaby@casas.mx', '6649001122'],
    expected: { nombre: 'Gabriela Soto', projectType: 'webapp', features: ['crm-integration', 'search-advanced', 'custom-ml'], timeline: 'planning', budget: 'large', email: 'gaby@casas.mx', telefono: '6649001122' },
  },
  {
    id: 'hello first then name',
    turns: ['hola', 'buenas tardes', 'Ricardo', 'tienda', 'catálogo de productos', 'en 5 semanas', 'como 32,000', 'ricardo@zapatos.mx', '4771234567'],
    expected: { nombre: 'Ricardo', projectType: 'ecommerce', features: ['ecommerce-advanced'], timeline: 'normal', budget: 'medium', email: 'ricardo@zapatos.mx', telefono: '4771234567' },
  },
  {
    id: 'facts before name',
    turns: ['quiero una pagina web con blog', 'Elena', 'en 2 semanas', '10 mil', 'elena@blog.mx', '6468887766'],
    expected: { nombre: 'Elena', projectType: 'website', features: ['cms'], timeline: 'urgent', budget: 'small', email: 'elena@blog.mx', telefono: '6468887766' },
  },
  {
    id: 'phone with 52 and dashes',
    turns: ['soy Diego', 'app', 'login con google, perfil de usuario', 'cuando se pueda', 'unos 40 mil', 'diego@app.mx', '52-646-123-9999'],
    expected: { nombre: 'Diego', projectType: 'webapp', features: ['auth', 'user-dashboard'], timeline: 'flexible', budget: 'large', email: 'diego@app.mx', telefono: '526461239999' },
  },
  {
    id: 'all caps',
    turns: ['ME LLAMO ROBERTO', 'QUIERO UNA TIENDA EN LINEA', 'PAGOS Y ENVIOS', 'URGENTE', '50 MIL', 'ROBERTO@TIENDA.MX', '6461234500'],
    expected: { nombre: 'Roberto', projectType: 'ecommerce', features: ['payments', 'shipping'], timeline: 'urgent', budget: 'large', email: 'roberto@tienda.mx', telefono: '6461234500' },
  },
  {
    id: 'soy de (not a name)',
    turns: ['hola soy de Tijuana', 'Marcela', 'página web', 'redes sociales y google analytics', 'en un mes', '14 mil', 'marce@tj.mx', '6640001111'],
    expected: { nombre: 'Marcela', projectType: 'website', features: ['social', 'analytics'], timeline: 'urgent', budget: 'small', email: 'marce@tj.mx', telefono: '6640001111' },
  },
  {
    id: 'timeline correction',
    turns: ['soy Julio', 'sitio web', 'seo', 'en 3 semanas, no mejor sin prisa', '22 mil', 'julio@gmail.com', '6465554433'],
    expected: { nombre: 'Julio', projectType: 'website', features: ['seo'], timeline: 'flexible', budget: 'medium', email: 'julio@gmail.com', telefono: '6465554433' },
  },
  {
    id: 'budget range',
    turns: ['me llamo Teresa', 'tienda en línea', 'pagos en línea', 'dos meses', 'entre 20 y 30 mil', 'tere@flores.mx', '6462223344'],
    expected: { nombre: 'Teresa', projectType: 'ecommerce', features: ['payments'], timeline: 'normal', budget: 'medium', email: 'tere@flores.mx', telefono: '6462223344' },
  },
  {
    id: 'membership site',
    turns: ['Soy Andrés del gimnasio Fuerza Total', 'una aplicación para socios', 'membresías, cobro mensual y recordatorios', 'en 12 semanas', '$75,000', 'andres@fuerzatotal.mx', '6461237788'],
    expected: { nombre: 'Andrés', projectType: 'webapp', features: ['subscription', 'notifications'], timeline: 'flexible', budget: 'enterprise', email: 'andres@fuerzatotal.mx', telefono: '6461237788' },
  },
  {
    id: 'dictated email',
    turns: ['Me llamo Silvia', 'pagina web', 'que yo pueda editar el contenido', 'en 4 meses', '15 mil', 'silvia arroba gmail punto com', '6469990000'],
    expected: { nombre: 'Silvia', projectType: 'website', features: ['cms'], timeline: 'planning', budget: 'medium', email: 'silvia@gmail.com', telefono: '6469990000' },
  },
  {
    id: 'add feature while asked email',
    turns: ['soy Óscar', 'tienda en linea', 'pagos', 'en 6 semanas', '38 mil', 'ah, también quiero control de inventario', 'oscar@vinos.mx', '6467771212'],
    expected: { nombre: 'Óscar', projectType: 'ecommerce', features: ['payments', 'inventory'], timeline: 'normal', budget: 'large', email: 'oscar@vinos.mx', telefono: '6467771212' },
  },
  {
    id: 'long-winded',
    turns: [
      'Hola buenas noches, mira te platico, mi nombre es Claudia Ramírez y tengo una boutique de ropa en Ensenada',
      'pues la verdad quisiera empezar a vender en línea porque ya mucha gente me pide por instagram',
      'que puedan pagar con tarjeta o en oxxo, que se vea bien en el celular y que pueda manejar tallas y colores',
      'no tengo prisa, como en tres meses',
      'pues tengo ahorrados unos 35 mil pesos',
      'claudia.boutique@gmail.com',
      'mi whats es 646 152 3344',
    ],
    expected: { nombre: 'Claudia Ramírez', projectType: 'ecommerce', features: ['payments', 'responsive', 'ecommerce-advanced', 'social'], timeline: 'flexible', budget: 'large', email: 'claudia.boutique@gmail.com', telefono: '6461523344' },
  },
  {
    id: 'webapp from sistema',
    turns: ['soy Ismael', 'un sistema para mi clínica', 'citas, expedientes y recordatorios por sms', 'lo antes posible', '120 mil', 'ismael@clinica.mx', '6861112222'],
    expected: { nombre: 'Ismael', projectType: 'webapp', features: ['notifications'], timeline: 'urgent', budget: 'enterprise', email: 'ismael@clinica.mx', telefono: '6861112222' },
  },
  {
    id: 'k budget and weeks digits',
    turns: ['Fer', 'web app', 'api y dashboard administrativo', '7 semanas', '30k', 'fer@dev.mx', '6648887766'],
    expected: { nombre: 'Fer', projectType: 'webapp', features: ['apis', 'admin'], timeline: 'normal', budget: 'medium', email: 'fer@dev.mx', telefono: '6648887766' },
  },
  {
    id: 'trabajo en company',
    turns: ['me llamo Rebeca y trabajo en Vinícola Santo Tomás', 'un sitio web', 'varios idiomas y tienda virtual no, solo informativo', 'en 9 semanas', 'mediano', 'rebeca@santotomas.mx', '6461718192'],
    expected: { nombre: 'Rebeca', empresa: 'Vinícola Santo Tomás', projectType: 'website', features: ['multi-language'], timeline: 'flexible', budget: 'medium', email: 'rebeca@santotomas.mx', telefono: '6461718192' },
  },
  {
    id: 'minimal answers',
    turns: ['Luis', 'tienda online', 'paypal', 'urgente', '16000', 'luis@x.mx', '6460000001'],
    expected: { nombre: 'Luis', projectType: 'ecommerce', features: ['payments'], timeline: 'urgent', budget: 'medium', email: 'luis@x.mx', telefono: '6460000001' },
  },
  {
    id: 'mexican slang',
    turns: ['quiubo, soy el Chuy', 'Chuy', 'ocupo una pagina pa mi taller', 'que salga en google maps y el feed de instagram', 'pa ayer jaja, lo antes posible', 'no traigo mucha lana, unos 8 mil varos', 'chuy.taller@gmail.com', '646 123 00 11'],
    expected: { nombre: 'Chuy', projectType: 'website', features: ['seo', 'social'], timeline: 'urgent', budget: 'small', email: 'chuy.taller@gmail.com', telefono: '6461230011' },
  },
  {
    id: 'everything then correction of budget',
    turns: ['Soy Natalia, quiero una tienda en línea con pagos y envíos, en dos meses, presupuesto de 20 mil', 'perdón, mejor 50 mil de presupuesto', 'natalia@dulces.mx', '6463217654'],
    expected: { nombre: 'Natalia', projectType: 'ecommerce', features: ['payments', 'shipping'], timeline: 'normal', budget: 'large', email: 'natalia@dulces.mx', telefono: '6463217654' },
  },
  {
    id: 'chatbot feature not type',
    turns: ['me llamo Adrián', 'sitio web', 'un chatbot y formulario', 'en 5 semanas', 'presupuesto bajo', 'adrian@consultores.mx', '6462345678'],
    expected: { nombre: 'Adrián', projectType: 'website', features: ['chat'], timeline: 'normal', budget: 'small', email: 'adrian@consultores.mx', telefono: '6462345678' },
  },
]
