// Site copy of the bundled dataset: settings, page singletons and the small collections.
// Quoted texts from the specification are used word for word.

/** CLABE check digit: weights 3, 7, 1 over the first 17 digits (Banxico). */
export function clabeCheckDigit(first17) {
  const weights = [3, 7, 1]
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += ((Number(first17[i]) * weights[i % 3]) % 10)
  return String((10 - (sum % 10)) % 10)
}

// BBVA México (bank 012), plaza 180, account 0487215936. Fictional account; replace before production.
const accountNumber = '0487215936'
const clabeBody = `012180${accountNumber.padStart(11, '0')}`

export const siteSettings = {
  name: 'Webso',
  tagline: 'Transformamos ideas en soluciones digitales',
  description:
    'Agencia de desarrollo web en Ensenada, B.C. Creamos sitios web, tiendas en línea y aplicaciones a la medida para negocios de todo México.',
  siteUrl: 'https://webso.mx',
  phone: '+52 646 123 4567',
  email: 'hola@webso.mx',
  supportEmail: 'soporte@webso.mx',
  salesEmail: 'ventas@webso.mx',
  address: {
    street: 'Av. López Mateos 1306, Int. 4, Zona Centro',
    locality: 'Ensenada',
    region: 'Baja California',
    postalCode: '22800',
    country: 'México',
  },
  stats: [
    {value: '150+', label: 'Proyectos'},
    {value: '98%', label: 'Satisfacción'},
    {value: '5+', label: 'Años'},
    {value: '24/7', label: 'Soporte'},
  ],
  callToAction: {
    title: '¿Listo para Transformar tu Negocio?',
    text: 'Cuéntanos tu idea y en menos de 24 horas te enviamos una propuesta clara, con precio y tiempos de entrega. Sin compromiso.',
    buttonLabel: 'Solicitar Cotización Gratuita',
    phoneLabel: 'O llámanos al:',
  },
  map: {
    title: 'Nuestra Ubicación',
    text: 'Estamos en la Zona Centro de Ensenada, Baja California. Visítanos con cita previa o agenda una videollamada desde cualquier parte de México.',
    embedUrl: 'https://www.google.com/maps?q=Ensenada,+Baja+California&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=31.8667,-116.5964',
    latitude: 31.8667,
    longitude: -116.5964,
  },
  bankDetails: {
    bank: 'BBVA México',
    accountHolder: 'Webso Soluciones Digitales, S.A. de C.V.',
    clabe: clabeBody + clabeCheckDigit(clabeBody),
    accountNumber,
  },
  openingHours: 'Lunes a viernes de 9:00 a 18:00 h y sábados de 10:00 a 14:00 h (hora del Pacífico)',
}

export const homePage = {
  heroTitle: 'Transformamos tu Visión Digital en Realidad',
  heroSubtitle:
    'Diseñamos y desarrollamos sitios web, tiendas en línea y aplicaciones a la medida que hacen crecer tu negocio, desde Ensenada para todo México.',
  heroPrimaryLabel: 'Comenzar Proyecto',
  heroSecondaryLabel: 'Ver Portafolio',
  processTitle: 'Nuestro Proceso de Desarrollo',
  processSubtitle:
    'Un método probado que lleva tu proyecto de la idea al lanzamiento, con avances visibles en cada etapa.',
  cycleEyebrow: 'Servicio Continuo',
  cycleTitle: 'Ciclo de Desarrollo',
  cycleNotes: ['Retroalimentación del cliente integrada en cada etapa', 'Mejora continua'],
  metricsTitle: 'Métricas de Éxito',
  metricsSubtitle: 'Resultados promedio de los proyectos que hemos entregado a nuestros clientes.',
  technologiesTitle: 'Tecnologías que Dominamos',
  technologiesSubtitle:
    'Trabajamos con herramientas modernas, seguras y probadas para construir productos rápidos y fáciles de escalar.',
  technologiesMoreLabel: 'Y muchas tecnologías más...',
}

export const servicesPage = {
  title: 'Nuestros Servicios',
  subtitle:
    'Soluciones digitales completas para que tu negocio venda más, atienda mejor a sus clientes y trabaje con menos esfuerzo.',
}

export const aboutPage = {
  heroEyebrow: 'Conoce a',
  heroText:
    'Somos un equipo de desarrolladores, diseñadores y estrategas digitales en Ensenada, Baja California, que ayuda a negocios de todo México a crecer con tecnología hecha a su medida.',
  whyTitle: '¿Por qué elegir Webso?',
  whyText:
    'Combinamos diseño cuidado, código de calidad y un trato cercano. Te explicamos cada decisión en lenguaje claro, cumplimos las fechas que prometemos y seguimos contigo después del lanzamiento.',
  teamImage: {file: 'equipo-webso.webp', alt: 'Ilustración del equipo de Webso colaborando alrededor de una mesa de trabajo'},
  badges: [
    {value: '150+', label: 'Proyectos Exitosos'},
    {value: '98%', label: 'Satisfacción'},
  ],
  storyTitle: 'Nuestra Historia',
  storyText: [
    'Webso nació en Ensenada con una idea sencilla: que los negocios de la región tuvieran acceso a la misma tecnología que usan las grandes empresas, sin procesos complicados ni precios imposibles.',
    'Empezamos haciendo sitios web para restaurantes, hoteles y vinícolas de la zona. Con el tiempo, nuestros clientes nos pidieron más: tiendas en línea, sistemas de reservaciones, plataformas de cursos y herramientas internas para organizar su operación.',
    '## Cómo trabajamos',
    [
      '- **Cerca de ti:** hablamos contigo en español claro y te mostramos avances cada semana.',
      '- **A la medida:** no usamos plantillas genéricas; diseñamos cada proyecto a partir de tus objetivos.',
      '- **Para largo plazo:** damos soporte, monitoreo y mejoras continuas después del lanzamiento.',
    ].join('\n'),
    'Hoy acompañamos a empresas de Baja California y de todo México, y seguimos con la misma convicción del primer día: **la tecnología debe trabajar para tu negocio, no al revés.**',
  ].join('\n\n'),
  assistantTitle: 'Conoce a WebsoAI, tu asistente virtual',
  assistantText:
    'Nuestro asistente con inteligencia artificial platica contigo sobre tu proyecto, te ayuda a llenar el formulario y te guía paso a paso hasta tu cotización. Está disponible a cualquier hora y se adapta a lo que necesitas.',
  assistantStats: [
    {value: 'WebsoAI', label: 'Asistente IA'},
    {value: '24/7', label: 'Disponible'},
    {value: 'Formularios', label: 'Guía Automática'},
    {value: '100%', label: 'Personalizado'},
  ],
}

export const portfolioPage = {
  title: 'Nuestro Portafolio',
  subtitle:
    'Algunos de los proyectos que hemos diseñado y desarrollado para negocios de Ensenada y de todo Baja California.',
  moreInfoLabel: 'Más información',
  testimonialsTitle: 'Lo que dicen nuestros clientes',
  testimonialsSubtitle: 'La confianza de quienes ya trabajan con nosotros es nuestro mejor resultado.',
}

export const services = [
  {
    id: 'web',
    title: 'Desarrollo Web a la Medida',
    icon: 'monitor',
    description:
      'Sitios web profesionales, rápidos y seguros, diseñados desde cero para reflejar la identidad de tu marca y convertir visitantes en clientes.',
    features: [
      'Diseño personalizado y responsivo',
      'Optimización SEO desde el inicio',
      'Carga rápida y certificado SSL',
      'Gestor de contenidos fácil de usar',
      'Integración con Google Analytics',
    ],
  },
  {
    id: 'ecommerce',
    title: 'E-commerce Avanzado',
    icon: 'shopping-cart',
    description:
      'Tiendas en línea completas, listas para vender en todo México con pagos seguros y control total de tu operación.',
    features: [
      'Pasarelas de pago mexicanas: tarjeta, OXXO, SPEI y Mercado Pago',
      'Control de inventario en tiempo real',
      'Panel de administración de productos y pedidos',
      'Reportes de ventas',
      'Envíos con paqueterías nacionales',
    ],
  },
  {
    id: 'webapp',
    title: 'Aplicaciones Web',
    icon: 'layers',
    description:
      'Sistemas a la medida que automatizan tus procesos: portales de clientes, reservaciones, plataformas educativas y herramientas internas.',
    features: [
      'Arquitectura escalable en la nube',
      'Usuarios, roles y permisos',
      'Integración con APIs y sistemas existentes',
      'Paneles con métricas en tiempo real',
      'Facturación electrónica (CFDI)',
    ],
  },
  {
    id: 'maintenance',
    title: 'Mantenimiento y Soporte',
    icon: 'smile',
    description:
      'Nos encargamos de que tu sitio esté siempre disponible, actualizado y protegido, para que tú te enfoques en tu negocio.',
    features: [
      'Monitoreo 24/7',
      'Respaldos automáticos diarios',
      'Actualizaciones de seguridad',
      'Soporte técnico por correo y WhatsApp',
      'Cambios y mejoras menores cada mes',
    ],
  },
]

export const technologies = [
  {id: 'react', name: 'React', className: 'react', letter: 'R', color: '#61DAFB', featured: true},
  {id: 'nodejs', name: 'Node.js', className: 'nodejs', letter: 'N', color: '#339933', featured: true},
  {id: 'python', name: 'Python', className: 'python', letter: 'P', color: '#3776AB', featured: true},
  {id: 'aws', name: 'AWS', className: 'aws', letter: 'A', color: '#FF9900', featured: true},
  {id: 'mongodb', name: 'MongoDB', className: 'mongodb', letter: 'M', color: '#47A248', featured: true},
  {id: 'postgresql', name: 'PostgreSQL', className: 'postgresql', letter: 'P', color: '#4169E1', featured: true},
  {id: 'typescript', name: 'TypeScript', letter: 'T', color: '#3178C6', featured: false},
  {id: 'tailwindcss', name: 'Tailwind CSS', letter: 'T', color: '#06B6D4', featured: false},
  {id: 'nextjs', name: 'Next.js', letter: 'N', color: '#111111', featured: false},
  {id: 'docker', name: 'Docker', letter: 'D', color: '#2496ED', featured: false},
  {id: 'git', name: 'Git', letter: 'G', color: '#F05032', featured: false},
  {id: 'figma', name: 'Figma', letter: 'F', color: '#F24E1E', featured: false},
]

export const metrics = [
  {id: 'crecimiento', label: 'Crecimiento', value: 85, color: '#10B981', description: 'Aumento promedio en ventas de nuestros clientes'},
  {id: 'rendimiento', label: 'Rendimiento', value: 92, color: '#3B82F6', description: 'Velocidad y estabilidad de los sistemas'},
  {id: 'eficiencia', label: 'Eficiencia', value: 78, color: '#8B5CF6', description: 'Optimización de procesos y recursos'},
  {id: 'satisfaccion', label: 'Satisfacción', value: 96, color: '#F59E0B', description: 'Índice de felicidad de nuestros clientes'},
]

export const valueItems = [
  {
    id: 'calidad',
    title: 'Calidad Garantizada',
    icon: 'check-circle',
    description:
      'Probamos cada proyecto a fondo antes de entregarlo y te damos garantía de corrección de errores.',
  },
  {
    id: 'a-la-medida',
    title: 'Soluciones a la Medida',
    icon: 'layers',
    description:
      'Diseñamos la tecnología alrededor de tu negocio, no al revés: cada proyecto parte de tus objetivos.',
  },
  {
    id: 'cercania',
    title: 'Acompañamiento Cercano',
    icon: 'users',
    description:
      'Un equipo en Ensenada que te atiende directamente, te explica todo en lenguaje claro y responde rápido.',
  },
]

export const processStages = [
  {
    id: 'analisis',
    title: 'Análisis',
    description:
      'Conocemos tu negocio, definimos objetivos y alcance, y te entregamos una propuesta clara con tiempos y costos.',
  },
  {
    id: 'desarrollo',
    title: 'Desarrollo',
    description:
      'Diseñamos y programamos tu proyecto con entregas semanales para que veas el avance y opines en cada paso.',
  },
  {
    id: 'pruebas',
    title: 'Pruebas',
    description:
      'Revisamos funcionamiento, velocidad, seguridad y compatibilidad en celulares y computadoras antes de publicar.',
  },
  {
    id: 'lanzamiento',
    title: 'Lanzamiento',
    description:
      'Publicamos tu proyecto, te capacitamos para administrarlo y damos seguimiento para que todo funcione perfecto.',
  },
]

export const testimonials = [
  {
    name: 'Mariana Villalobos',
    position: 'Directora General, Marea Boutique',
    content:
      'Desde que lanzamos la tienda en línea vendemos a todo el país, no solo en Ensenada. El equipo de Webso nos explicó todo con mucha paciencia y la página quedó preciosa. ¡Ya no nos imaginamos el negocio sin ella!',
  },
  {
    name: 'Ricardo Espinoza',
    position: 'Gerente de Operaciones, Bahía Logística Aduanal',
    content:
      'Nuestros clientes ahora rastrean sus embarques solos y el teléfono ya no suena todo el día. Cumplieron con las fechas y el portal funciona de maravilla en inglés y en español.',
  },
  {
    name: 'Sofía Camacho',
    position: 'Fundadora, Aula Vinícola del Valle',
    content:
      'Teníamos la idea de dar cursos en línea pero no sabíamos por dónde empezar. Webso nos guió en todo el proceso y hoy tenemos alumnos de Monterrey, Guadalajara y hasta de Estados Unidos.',
  },
  {
    name: 'Héctor Ruelas',
    position: 'Propietario, El Faro Cocina de Mar',
    content:
      'Los pedidos para llevar se dispararon los fines de semana. Cambiamos el menú en minutos y las reservaciones nos llegan directo al celular. Fue una muy buena inversión.',
  },
  {
    name: 'Lucía Arce',
    position: 'Fotógrafa, Lucía Arce Fotografía',
    content:
      'Mi portafolio por fin se ve como mis fotos merecen. Carga rapidísimo y las parejas me escriben desde la misma galería. Ahora me llegan muchas más solicitudes de bodas en el Valle.',
  },
  {
    name: 'Fernando Meza',
    position: 'Director Comercial, Casas del Pacífico Bienes Raíces',
    content:
      'Los compradores de Estados Unidos y Canadá encuentran nuestras propiedades muy fácil gracias a los filtros y al mapa. Recibimos más prospectos y mucho mejor calificados.',
  },
  {
    name: 'Daniela Ochoa',
    position: 'Socia Fundadora, Taller Cardón Arquitectura',
    content:
      'Entendieron perfecto nuestra estética: un sitio limpio que deja hablar a los proyectos. Varios clientes nos han contratado después de ver el portafolio en línea.',
  },
  {
    name: 'Jorge Castañeda',
    position: 'Gerente General, Hotel Brisas de Todos Santos',
    content:
      'Contratamos el plan de mantenimiento y es como tener nuestro propio departamento de sistemas. Cualquier detalle lo resuelven el mismo día y el sitio nunca se nos ha caído en temporada alta.',
  },
]

/**
 * Sayings of Greek philosophers, in Spanish, each with a well-attested source (kept here for
 * editors; only text and author go into the dataset).
 */
export const greekQuotes = [
  {author: 'Sócrates', text: 'Solo sé que no sé nada.', source: 'Platón, Apología 21d (forma tradicional)'},
  {author: 'Sócrates', text: 'Una vida sin examen no merece ser vivida.', source: 'Platón, Apología 38a'},
  {author: 'Sócrates', text: 'Hay un solo bien, el conocimiento, y un solo mal, la ignorancia.', source: 'Diógenes Laercio II.31'},
  {author: 'Sócrates', text: '¡Cuántas cosas hay que no necesito!', source: 'Diógenes Laercio II.25'},
  {author: 'Platón', text: 'El comienzo es la parte más importante de cualquier obra.', source: 'República 377a'},
  {author: 'Platón', text: 'El asombro es el principio de la filosofía.', source: 'Teeteto 155d'},
  {author: 'Platón', text: 'Nadie es malo voluntariamente.', source: 'Timeo 86d'},
  {author: 'Aristóteles', text: 'Todos los hombres desean por naturaleza saber.', source: 'Metafísica 980a'},
  {author: 'Aristóteles', text: 'El hombre es por naturaleza un animal político.', source: 'Política 1253a'},
  {
    author: 'Aristóteles',
    text: 'Nos hacemos justos practicando la justicia, moderados practicando la moderación y valientes practicando la valentía.',
    source: 'Ética a Nicómaco 1103b',
  },
  {
    author: 'Aristóteles',
    text: 'Una golondrina no hace verano, ni tampoco un solo día; así tampoco un solo día o un breve tiempo hacen a nadie dichoso y feliz.',
    source: 'Ética a Nicómaco 1098a',
  },
  {author: 'Aristóteles', text: 'La amistad es un alma que habita en dos cuerpos.', source: 'Diógenes Laercio V.20'},
  {author: 'Aristóteles', text: 'Las raíces de la educación son amargas, pero sus frutos son dulces.', source: 'Diógenes Laercio V.18'},
  {author: 'Aristóteles', text: 'La esperanza es el sueño del hombre despierto.', source: 'Diógenes Laercio V.18'},
  {author: 'Heráclito', text: 'No es posible bañarse dos veces en el mismo río.', source: 'DK 22 B91'},
  {author: 'Heráclito', text: 'El carácter del hombre es su destino.', source: 'DK 22 B119'},
  {author: 'Heráclito', text: 'A la naturaleza le gusta ocultarse.', source: 'DK 22 B123'},
  {author: 'Heráclito', text: 'La armonía invisible es mejor que la visible.', source: 'DK 22 B54'},
  {author: 'Heráclito', text: 'Saber muchas cosas no enseña a tener entendimiento.', source: 'DK 22 B40'},
  {
    author: 'Epicteto',
    text: 'No nos perturban las cosas, sino las opiniones que tenemos de las cosas.',
    source: 'Enquiridión 5',
  },
  {
    author: 'Epicteto',
    text: 'De las cosas que existen, unas dependen de nosotros y otras no dependen de nosotros.',
    source: 'Enquiridión 1',
  },
  {
    author: 'Epicteto',
    text: 'No pretendas que las cosas sucedan como quieres; quiere que sucedan como suceden, y vivirás en paz.',
    source: 'Enquiridión 8',
  },
  {
    author: 'Epicteto',
    text: 'Si quieres progresar, acepta parecer necio e ignorante en las cosas externas.',
    source: 'Enquiridión 13',
  },
  {author: 'Epicuro', text: 'A quien no le basta poco, nada le basta.', source: 'Gnomologio Vaticano 68'},
  {
    author: 'Epicuro',
    text: 'La muerte no es nada para nosotros: mientras existimos, la muerte no está, y cuando la muerte está, nosotros ya no existimos.',
    source: 'Carta a Meneceo 125',
  },
  {
    author: 'Epicuro',
    text: 'De todos los bienes que la sabiduría procura para la felicidad de la vida entera, el mayor con mucho es la amistad.',
    source: 'Máximas capitales XXVII',
  },
  {
    author: 'Epicuro',
    text: 'No necesitamos tanto la ayuda de los amigos como la confianza en su ayuda.',
    source: 'Gnomologio Vaticano 34',
  },
  {author: 'Pitágoras', text: 'Entre amigos todo es común, y la amistad es igualdad.', source: 'Diógenes Laercio VIII.10'},
  {author: 'Tales de Mileto', text: 'Lo más sabio es el tiempo, porque todo lo descubre.', source: 'Diógenes Laercio I.35'},
  {
    author: 'Tales de Mileto',
    text: 'Lo difícil es conocerse a sí mismo; lo fácil, aconsejar a otro.',
    source: 'Diógenes Laercio I.36',
  },
  {author: 'Diógenes de Sinope', text: 'Soy ciudadano del mundo.', source: 'Diógenes Laercio VI.63'},
  {author: 'Diógenes de Sinope', text: 'Apártate un poco, que me tapas el sol.', source: 'Diógenes Laercio VI.38'},
  {
    author: 'Demócrito',
    text: 'Por convención lo dulce, por convención lo amargo; en realidad, solo átomos y vacío.',
    source: 'DK 68 B9',
  },
  {
    author: 'Demócrito',
    text: 'Valiente no es solo quien vence a sus enemigos, sino también quien vence a sus placeres.',
    source: 'DK 68 B214',
  },
  {author: 'Solón', text: 'Nada en exceso.', source: 'Diógenes Laercio I.63'},
  {
    author: 'Solón',
    text: 'No hagas amigos deprisa, y a los que ya tienes no los abandones deprisa.',
    source: 'Diógenes Laercio I.60',
  },
  {author: 'Solón', text: 'Envejezco aprendiendo siempre muchas cosas.', source: 'Fragmento 18 West'},
  {
    author: 'Zenón de Citio',
    text: 'Tenemos dos oídos y una sola boca para escuchar más y hablar menos.',
    source: 'Diógenes Laercio VII.23',
  },
  {author: 'Zenón de Citio', text: 'Un amigo es otro yo.', source: 'Diógenes Laercio VII.23'},
  {author: 'Protágoras', text: 'El hombre es la medida de todas las cosas.', source: 'DK 80 B1'},
  {author: 'Parménides', text: 'Lo mismo es pensar y ser.', source: 'DK 28 B3'},
  {author: 'Bías de Priene', text: 'Todo lo mío lo llevo conmigo.', source: 'Cicerón, Paradoxa Stoicorum 1.8'},
]
