// Portfolio projects of the bundled dataset. The businesses are fictional, so none has a live URL:
// the page shows "Ver Sitio Web" only for a project whose site really exists.
// images: the alt texts of <slug>-1.webp, -2.webp and -3.webp, drawn by make-images.mjs.

const md = (...blocks) => blocks.join('\n\n')
const list = (...items) => items.map((item) => `- ${item}`).join('\n')

export const portfolioProjects = [
  {
    slug: 'tienda-moda',
    title: 'Tienda de Moda en Línea',
    brand: 'Marea Boutique',
    description:
      'Tienda en línea para una boutique de ropa de Ensenada, con catálogo por tallas y colores y pagos con tarjeta, OXXO y Mercado Pago.',
    fullDescription: md(
      'Marea Boutique lleva más de diez años vistiendo a las ensenadenses desde su local en la Zona Centro. Su clientela crecía por Instagram, pero cada venta se cerraba por mensaje directo y los pagos se confirmaban a mano.',
      'Diseñamos una tienda en línea con la personalidad costera de la marca: fotografía grande, colores cálidos y un catálogo que se recorre cómodamente desde el celular, donde ocurre el 80% de sus visitas.',
      '## Lo que construimos',
      list(
        'Catálogo con variantes por talla y color, y existencias sincronizadas con la tienda física.',
        'Pagos con tarjeta, OXXO y [Mercado Pago](https://www.mercadopago.com.mx), con confirmación automática del pedido.',
        'Envíos a todo México con guía generada desde el panel.',
        'Cupones para temporadas como el Carnaval de Ensenada y el Buen Fin.',
      ),
      'Hoy el equipo de Marea administra productos, pedidos y promociones sin ayuda técnica, y la tienda en línea ya representa casi la mitad de sus ventas mensuales.',
    ),
    technologies: ['Next.js', 'React', 'Node.js', 'PostgreSQL', 'Tailwind CSS', 'Mercado Pago'],
    features: [
      'Catálogo con tallas y colores',
      'Pagos con tarjeta, OXXO y Mercado Pago',
      'Carrito de compras persistente',
      'Cupones y promociones por temporada',
      'Envíos nacionales con rastreo',
      'Panel de pedidos e inventario',
    ],
    images: [
      'Página de inicio de Marea Boutique con la colección de verano y los productos más vendidos',
      'Ficha de producto de Marea Boutique con selector de talla, colores y botón para agregar al carrito',
      'Vista en celular de la tienda Marea Boutique con el catálogo y una notificación de pedido confirmado',
    ],
    challenge:
      'Las ventas dependían de mensajes directos en Instagram: los pedidos se perdían, el inventario no cuadraba con la tienda física y cada pago se confirmaba a mano.',
    solution:
      'Una tienda en línea rápida y pensada para el celular, con inventario sincronizado, pasarelas de pago mexicanas y un panel sencillo para que el equipo administre todo sin depender de nadie.',
    results:
      'La tasa de conversión pasó de **1.2% a 2.9%** (un aumento de 140%) y las ventas en línea crecieron **45%** en los primeros seis meses. Los pedidos por mensaje directo bajaron 70%.',
    tags: ['E-commerce', 'Moda', 'Pagos en línea'],
  },
  {
    slug: 'portal-corporativo',
    title: 'Portal Corporativo',
    brand: 'Bahía Logística Aduanal',
    description:
      'Portal bilingüe para una agencia aduanal del puerto de Ensenada, con rastreo de embarques en línea y cotizador para importadores.',
    fullDescription: md(
      'Bahía Logística Aduanal despacha miles de contenedores al año en el puerto de Ensenada para importadores de México, Estados Unidos y Asia. Su sitio anterior era una página estática que nadie actualizaba desde hacía años.',
      'Construimos un portal corporativo en español e inglés que presenta sus servicios con claridad y, sobre todo, resuelve la pregunta que más recibían por teléfono: **¿dónde está mi carga?**',
      '## Funciones principales',
      list(
        'Rastreo de embarques por número de referencia, conectado a su sistema de operaciones.',
        'Cotizador de servicios que envía cada solicitud directamente a su CRM.',
        'Biblioteca de documentos y requisitos de importación, editable por su equipo.',
        'Sitio completo en español e inglés, con posicionamiento para ambos idiomas.',
      ),
      'El portal se publicó en seis semanas y hoy es el principal canal de prospección de la empresa.',
    ),
    technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'AWS'],
    features: [
      'Rastreo de embarques en tiempo real',
      'Cotizador conectado al CRM',
      'Sitio bilingüe español e inglés',
      'Biblioteca de documentos descargables',
      'Gestor de contenidos para noticias',
    ],
    images: [
      'Página de inicio de Bahía Logística Aduanal con barco portacontenedores y cifras de la empresa',
      'Panel de rastreo de embarques con línea de tiempo y tabla de estados de cada contenedor',
      'Vista en celular del rastreo de un embarque de Bahía Logística Aduanal',
    ],
    challenge:
      'El equipo atendía decenas de llamadas diarias para informar el estado de los embarques, y el sitio viejo no generaba prospectos ni transmitía la experiencia de la empresa.',
    solution:
      'Un portal bilingüe con rastreo en línea conectado a su sistema de operaciones, cotizador integrado con el CRM y contenidos que su equipo actualiza solo.',
    results:
      'Las llamadas para preguntar por embarques bajaron **55%** y las solicitudes de cotización aumentaron **60%** en el primer trimestre, con 35% de ellas desde Estados Unidos.',
    tags: ['Corporativo', 'Logística', 'Bilingüe', 'Integraciones'],
  },
  {
    slug: 'plataforma-educativa',
    title: 'Plataforma Educativa',
    brand: 'Aula Vinícola del Valle',
    description:
      'Plataforma de cursos en línea sobre vino y viticultura del Valle de Guadalupe, con lecciones en video, evaluaciones y constancias.',
    fullDescription: md(
      'Aula Vinícola del Valle imparte cursos de cata, viticultura y maridaje con sommeliers y enólogos del Valle de Guadalupe. Sus cupos presenciales se llenaban rápido y recibían muchas solicitudes de personas que no podían viajar a Baja California.',
      'Desarrollamos una plataforma de aprendizaje propia, sin comisiones por alumno, donde cada curso combina video, materiales descargables y evaluaciones cortas.',
      '## Experiencia del alumno',
      list(
        'Lecciones en video que se adaptan a la velocidad de la conexión.',
        'Progreso guardado automáticamente en cualquier dispositivo.',
        'Evaluaciones por módulo y constancia digital al terminar.',
        'Pagos únicos o membresía mensual con acceso a todo el catálogo.',
      ),
      'Para el equipo del Aula creamos un panel donde publican cursos, revisan el avance de cada grupo y consultan reportes de ventas sin conocimientos técnicos.',
    ),
    technologies: ['React', 'Node.js', 'MongoDB', 'AWS', 'Stripe'],
    features: [
      'Cursos con lecciones en video',
      'Seguimiento de progreso del alumno',
      'Evaluaciones y constancias digitales',
      'Membresías y pagos únicos',
      'Panel para instructores',
    ],
    images: [
      'Catálogo de cursos de Aula Vinícola del Valle con tarjetas de cursos de cata y viticultura',
      'Reproductor de una lección en video con la lista de lecciones del curso',
      'Vista en celular del progreso de un alumno en la plataforma de Aula Vinícola del Valle',
    ],
    challenge:
      'Los cursos presenciales tenían cupo limitado y las plataformas genéricas cobraban comisiones altas por alumno sin reflejar la identidad del Aula.',
    solution:
      'Una plataforma propia con video adaptable, membresías, evaluaciones y constancias, y un panel para que los instructores publiquen y den seguimiento a sus grupos.',
    results:
      '**Más de 1,200 alumnos** inscritos en el primer año, de 18 estados y del extranjero. La tasa de finalización de cursos es de **68%**, muy por encima del promedio de los cursos en línea.',
    tags: ['Educación', 'Aplicación web', 'Membresías'],
  },
  {
    slug: 'restaurante-online',
    title: 'Restaurante en Línea',
    brand: 'El Faro Cocina de Mar',
    description:
      'Sitio para una marisquería de Ensenada con menú digital, pedidos para llevar y reservaciones en línea.',
    fullDescription: md(
      'El Faro Cocina de Mar es una marisquería familiar famosa por sus tacos de pescado, tostadas de ceviche y cócteles de mariscos. Los fines de semana la fila daba vuelta a la esquina y el teléfono no paraba de sonar.',
      'Creamos un sitio con menú digital siempre actualizado, pedidos para recoger y un sistema de reservaciones que se integra con el día a día de la cocina.',
      '## Qué incluye',
      list(
        'Menú con fotos, precios y platillos del día que el equipo cambia en minutos.',
        'Pedidos para llevar con pago en línea y aviso por WhatsApp cuando la orden está lista.',
        'Reservaciones con horarios disponibles en tiempo real.',
        'Ficha de Google optimizada para aparecer en búsquedas como "mariscos en Ensenada".',
      ),
      'Cuidamos especialmente la velocidad: el sitio cumple las [Core Web Vitals](https://web.dev/articles/vitals) de Google incluso con datos móviles en la zona turística.',
    ),
    technologies: ['Next.js', 'React', 'Node.js', 'PostgreSQL', 'Tailwind CSS'],
    features: [
      'Menú digital autoadministrable',
      'Pedidos para llevar con pago en línea',
      'Reservaciones en tiempo real',
      'Avisos por WhatsApp',
      'SEO local para turistas',
    ],
    images: [
      'Página de inicio de El Faro Cocina de Mar con faro, olas y platillos destacados del menú',
      'Menú en línea de El Faro con precios y resumen del pedido para llevar',
      'Vista en celular del sistema de reservaciones de El Faro Cocina de Mar',
    ],
    challenge:
      'Los pedidos por teléfono saturaban al personal en horas pico, había errores en las órdenes y el menú impreso quedaba desactualizado cada semana.',
    solution:
      'Un menú digital autoadministrable con pedidos para llevar, pago en línea y reservaciones, diseñado para cargar rápido en cualquier celular.',
    results:
      'Los pedidos en línea ya son **35% de las ventas** para llevar y la conversión de visitas a pedidos aumentó 52%. Los errores en órdenes se redujeron casi por completo.',
    tags: ['Restaurante', 'Pedidos en línea', 'Reservaciones'],
  },
  {
    slug: 'portfolio-fotografico',
    title: 'Portafolio Fotográfico',
    brand: 'Lucía Arce Fotografía',
    description:
      'Portafolio para una fotógrafa de bodas y paisaje en el Valle de Guadalupe, con galerías rápidas y agenda de sesiones.',
    fullDescription: md(
      'Lucía Arce fotografía bodas, retratos y paisajes entre los viñedos del Valle de Guadalupe y la costa de Ensenada. Su trabajo merecía un portafolio a la altura, y sus clientes necesitaban una forma sencilla de pedir fechas.',
      'Diseñamos un sitio oscuro y minimalista donde las fotografías son las protagonistas, con galerías que cargan al instante sin sacrificar calidad.',
      '## Detalles del proyecto',
      list(
        'Galerías por categoría con carga progresiva y formatos de imagen modernos.',
        'Modo de pantalla completa con navegación por gestos en el celular.',
        'Formulario de agenda con fechas disponibles y tipo de sesión.',
        'Galerías privadas con contraseña para que cada pareja descargue sus fotos.',
      ),
      'El sitio se administra desde un gestor de contenidos: Lucía sube una sesión nueva en minutos y las imágenes se optimizan automáticamente.',
    ),
    technologies: ['Next.js', 'React', 'TypeScript', 'AWS'],
    features: [
      'Galerías optimizadas de alta calidad',
      'Pantalla completa con gestos táctiles',
      'Agenda de sesiones en línea',
      'Galerías privadas para clientes',
      'Gestor de contenidos',
    ],
    images: [
      'Galería principal del portafolio de Lucía Arce con fotografías de viñedos, costa y atardeceres',
      'Vista de una fotografía en pantalla completa con tira de miniaturas',
      'Vista en celular de la galería de Lucía Arce Fotografía con una nueva solicitud de sesión',
    ],
    challenge:
      'Sus fotos pesaban demasiado para compartirlas y las parejas interesadas se perdían entre mensajes en redes sociales sin una forma clara de pedir fecha.',
    solution:
      'Un portafolio minimalista con imágenes optimizadas automáticamente, galerías privadas para clientes y un formulario de agenda con fechas disponibles.',
    results:
      'Las solicitudes de sesión aumentaron **70%** y la conversión de visitas a solicitudes subió de 1.5% a 3.8%. La galería carga en menos de 1.5 segundos en el celular.',
    tags: ['Portafolio', 'Fotografía', 'Galerías'],
  },
  {
    slug: 'plataforma-inmobiliaria',
    title: 'Plataforma Inmobiliaria',
    brand: 'Casas del Pacífico',
    description:
      'Portal inmobiliario bilingüe con búsqueda por mapa y filtros avanzados para propiedades en Ensenada y la costa de Baja California.',
    fullDescription: md(
      'Casas del Pacífico vende y renta casas, departamentos y terrenos entre El Sauzal, Ensenada y San Quintín. Buena parte de sus compradores vive en Estados Unidos y Canadá y busca propiedades con vista al mar.',
      'Desarrollamos una plataforma bilingüe donde cada propiedad tiene su ficha completa y los compradores pueden buscar por mapa, precio, tipo y amenidades.',
      '## Funciones destacadas',
      list(
        'Búsqueda por mapa con filtros por precio, recámaras, vista al mar y más.',
        'Fichas con galería, recorrido virtual y calculadora de pagos.',
        'Agenda de visitas que se sincroniza con el calendario de cada asesor.',
        'Prospectos enviados automáticamente al CRM con su propiedad de interés.',
      ),
      'Los asesores publican nuevas propiedades desde el panel de administración en unos minutos, con traducción y posicionamiento en ambos idiomas.',
    ),
    technologies: ['React', 'Node.js', 'PostgreSQL', 'Python', 'AWS'],
    features: [
      'Búsqueda por mapa y filtros avanzados',
      'Fichas bilingües con galería',
      'Agenda de visitas en línea',
      'Integración con CRM',
      'Panel para asesores',
      'Alertas de nuevas propiedades',
    ],
    images: [
      'Página de inicio de Casas del Pacífico con buscador de propiedades frente al mar',
      'Búsqueda de propiedades en mapa con precios sobre cada ubicación y lista de resultados',
      'Vista en celular de la ficha de una casa en venta de Casas del Pacífico',
    ],
    challenge:
      'Las propiedades se publicaban en portales genéricos donde competían con cientos de anuncios, y los prospectos llegaban sin datos suficientes para darles seguimiento.',
    solution:
      'Un portal propio, bilingüe, con búsqueda por mapa, fichas completas y prospectos que llegan al CRM con la propiedad de interés y los datos de contacto.',
    results:
      'Los prospectos calificados aumentaron **80%** y la conversión de visitas a contactos pasó de 0.8% a 2.4%. El tiempo promedio de venta se redujo tres semanas.',
    tags: ['Bienes raíces', 'Mapas', 'Bilingüe', 'CRM'],
  },
  {
    slug: 'estudio-arquitectura',
    title: 'Estudio de Arquitectura y Decoración',
    brand: 'Taller Cardón',
    description:
      'Sitio para un despacho de arquitectura e interiorismo de Ensenada, con portafolio de obras, planos y solicitud de proyecto.',
    fullDescription: md(
      'Taller Cardón es un despacho de arquitectura e interiorismo que diseña casas de descanso, hoteles boutique y vinícolas con materiales locales y una arquitectura que dialoga con el paisaje de Baja California.',
      'Su nuevo sitio refleja esa filosofía: mucho espacio en blanco, tipografía sobria y proyectos contados con fotografías, planos y el proceso detrás de cada obra.',
      '## Secciones del sitio',
      list(
        'Portafolio de obras filtrable por tipo: residencial, hotelería, comercial e interiores.',
        'Fichas de proyecto con planos, materiales y fotografías del antes y el después.',
        'Formulario de solicitud de proyecto con presupuesto estimado y ubicación del terreno.',
        'Sitio en español e inglés para clientes extranjeros.',
      ),
      'Además, integramos un área privada donde los clientes revisan avances, renders y documentos de su obra.',
    ),
    technologies: ['Next.js', 'TypeScript', 'Tailwind CSS', 'PostgreSQL', 'Figma'],
    features: [
      'Portafolio de obras filtrable',
      'Fichas con planos y materiales',
      'Solicitud de proyecto en línea',
      'Área privada para clientes',
      'Sitio bilingüe',
    ],
    images: [
      'Página de inicio de Taller Cardón con dibujo arquitectónico de una casa y cardón',
      'Plano arquitectónico de la Casa Bajamar con ficha técnica y materiales',
      'Vista en celular del portafolio de obras de Taller Cardón con un render aprobado',
    ],
    challenge:
      'El despacho dependía de recomendaciones y de un perfil en redes sociales que no mostraba la profundidad de su trabajo ni atraía a clientes del extranjero.',
    solution:
      'Un sitio sobrio y bilingüe con portafolio detallado, formulario de solicitud calificada y un área privada para dar seguimiento a cada obra.',
    results:
      'Las solicitudes de proyecto aumentaron **40%** y una de cada tres llega del extranjero. La tasa de conversión del formulario subió 65% gracias a la solicitud guiada.',
    tags: ['Arquitectura', 'Interiorismo', 'Portafolio'],
  },
]
