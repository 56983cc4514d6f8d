// Pricing documents of the bundled dataset: project types, the 21 features and pricingSettings.
// The values marked "known" come from DESIGN.md section 5 and must not change; the rest is ours.

export const projectTypes = [
  {
    code: 'website',
    name: 'Sitio Web Corporativo',
    description:
      'Sitio profesional a la medida de tu marca para presentar tu empresa y tus servicios, generar confianza y recibir solicitudes de contacto.',
    basePrice: 11250,
    estimatedDays: 15,
  },
  {
    code: 'ecommerce',
    name: 'Tienda en Línea',
    description:
      'Tienda para vender tus productos por internet, con catálogo, carrito de compras y gestión de pedidos, lista para crecer con pagos, envíos e inventario.',
    basePrice: 18750,
    estimatedDays: 25,
  },
  {
    code: 'webapp',
    name: 'Aplicación Web',
    description:
      'Sistema web a la medida que automatiza los procesos de tu negocio: usuarios y permisos, flujos de trabajo, reportes e integraciones con tus herramientas.',
    basePrice: 26250,
    estimatedDays: 35,
  },
]

/**
 * prices: [website, ecommerce, webapp] as [basePrice, estimatedHours], or null when the feature
 * is not offered for that project type.
 */
export const features = [
  {
    code: 'responsive', // known
    name: 'Diseño Responsivo',
    category: 'design',
    complexity: 'simple',
    description:
      'Tu sitio se adapta y se ve perfecto en celulares, tabletas y computadoras, sin perder funciones.',
    prices: [[2250, 16], [3000, 20], [3750, 24]],
    synonyms: [
      'diseño responsivo',
      'responsive',
      'que se vea bien en el celular',
      'adaptable a móviles',
      'versión móvil',
      'diseño para celulares',
      'compatible con tablets',
      'mobile friendly',
      'sitio adaptable',
    ],
  },
  {
    code: 'seo', // known
    name: 'Optimización SEO',
    category: 'marketing',
    complexity: 'simple',
    description:
      'Estructura, velocidad y contenido optimizados para que tus clientes te encuentren en Google.',
    prices: [[3750, 12], [4500, 16], [5250, 20]],
    synonyms: [
      'seo',
      'posicionamiento en google',
      'aparecer en google',
      'salir en google',
      'que salga en google',
      'posicionamiento web',
      'salir en los primeros lugares de google',
      'optimización para motores de búsqueda',
      'seo local',
      'google mi negocio',
    ],
  },
  {
    code: 'cms',
    name: 'Gestor de Contenidos',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Edita textos, imágenes y publicaciones del blog tú mismo, sin saber programar y sin depender de nadie.',
    prices: [[4500, 20], [5250, 24], [6000, 28]],
    synonyms: [
      'cms',
      'blog',
      'gestor de contenidos',
      'poder editar el contenido',
      'cambiar yo mismo los textos',
      'editar textos e imágenes',
      'publicar noticias',
      'wordpress',
    ],
  },
  {
    code: 'auth',
    name: 'Registro e Inicio de Sesión',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Cuentas de usuario con registro, inicio de sesión seguro, recuperación de contraseña y acceso con Google.',
    prices: [[3750, 16], [4500, 20], [5250, 24]],
    synonyms: [
      'inicio de sesión',
      'login',
      'registro de usuarios',
      'cuentas de usuario',
      'autenticación',
      'iniciar sesión con google',
      'usuarios y contraseñas',
    ],
  },
  {
    code: 'admin', // known
    name: 'Panel de Administración',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Panel privado para gestionar contenido, usuarios, pedidos y la configuración de tu sitio desde un solo lugar.',
    prices: [[6000, 40], [9000, 56], [11250, 72]],
    synonyms: [
      'panel de administración',
      'panel admin',
      'dashboard administrativo',
      'panel de control',
      'back office',
      'administrador del sitio',
    ],
  },
  {
    code: 'social',
    name: 'Integración con Redes Sociales',
    category: 'marketing',
    complexity: 'simple',
    description:
      'Conecta tu sitio con Facebook, Instagram y TikTok: botones para compartir, publicaciones integradas y píxeles de seguimiento.',
    prices: [[1500, 6], [2250, 8], [2250, 8]],
    synonyms: [
      'redes sociales',
      'facebook',
      'instagram',
      'tiktok',
      'compartir en redes',
      'feed de instagram',
      'pixel de facebook',
    ],
  },
  {
    code: 'payments', // known
    name: 'Pagos en Línea',
    category: 'integration',
    complexity: 'complex',
    description:
      'Cobra con tarjeta, OXXO, SPEI o Mercado Pago mediante pasarelas de pago seguras y certificadas.',
    prices: [[7500, 24], [11250, 40], [13500, 48]],
    synonyms: [
      'pasarela de pago',
      'pagos en línea',
      'cobrar con tarjeta',
      'mercado pago',
      'oxxo',
      'spei',
      'stripe',
      'paypal',
      'pago con tarjeta de crédito',
      'terminal virtual',
    ],
  },
  {
    code: 'chat',
    name: 'Chat en Vivo',
    category: 'functionality',
    complexity: 'simple',
    description:
      'Atiende a tus visitantes en tiempo real con chat en vivo y un chatbot que responde las preguntas frecuentes.',
    prices: [[2250, 8], [3000, 10], [3750, 12]],
    synonyms: [
      'chat en vivo',
      'atención en línea',
      'chat',
      'chatbot',
      'soporte en línea',
      'mensajes en tiempo real',
    ],
  },
  {
    code: 'analytics',
    name: 'Analítica y Reportes',
    category: 'analytics',
    complexity: 'medium',
    description:
      'Mide visitas, conversiones y ventas con Google Analytics y reportes claros para tomar mejores decisiones.',
    prices: [[2250, 8], [3750, 16], [5250, 24]],
    synonyms: [
      'estadísticas',
      'google analytics',
      'métricas',
      'reportes de ventas',
      'analítica',
      'reportes',
      'tablero de indicadores',
      'kpis',
      'saber cuántas visitas tengo',
    ],
  },
  {
    code: 'notifications',
    name: 'Notificaciones Automáticas',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Avisos automáticos por correo, WhatsApp o notificaciones push para tus clientes y tu equipo.',
    prices: [[2250, 10], [3000, 14], [3750, 20]],
    synonyms: [
      'notificaciones',
      'avisos por correo',
      'whatsapp',
      'correos automáticos',
      'notificaciones push',
      'mensajes sms',
      'recordatorios',
      'boletín por correo',
    ],
  },
  {
    code: 'apis',
    name: 'Integraciones con APIs',
    category: 'integration',
    complexity: 'complex',
    description:
      'Conectamos tu sitio con otros sistemas: facturación electrónica (CFDI), ERP, punto de venta y servicios externos.',
    prices: [[6000, 24], [7500, 32], [9000, 40]],
    synonyms: [
      'integraciones',
      'api',
      'apis',
      'conectar con otros sistemas',
      'facturación',
      'facturación electrónica',
      'cfdi',
      'timbrado de facturas',
      'conectar con mi erp',
      'punto de venta',
      'web services',
    ],
  },
  {
    code: 'multi-language',
    name: 'Sitio Multilenguaje',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Tu sitio en español, inglés u otros idiomas, con selector de idioma y posicionamiento por idioma.',
    prices: [[4500, 20], [6000, 28], [7500, 36]],
    synonyms: [
      'varios idiomas',
      'multilenguaje',
      'inglés y español',
      'bilingüe',
      'multi idioma',
      'traducción del sitio',
      'sitio en inglés',
    ],
  },
  {
    code: 'ecommerce-advanced',
    name: 'Tienda en Línea Avanzada',
    category: 'functionality',
    complexity: 'complex',
    description:
      'Catálogo con variantes (tallas y colores), carrito de compras, cupones de descuento, reseñas y seguimiento de pedidos.',
    prices: [null, [15000, 72], null],
    synonyms: [
      'tienda en línea avanzada',
      'carrito de compras',
      'catálogo de productos',
      'cupones de descuento',
      'comercio electrónico',
      'tienda virtual',
      'vender en línea',
      'tallas y colores',
    ],
  },
  {
    code: 'search-advanced',
    name: 'Búsqueda Avanzada',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Buscador rápido con filtros por categoría, precio, ubicación u otros atributos, y resultados al instante.',
    prices: [[3000, 12], [4500, 20], [5250, 24]],
    synonyms: [
      'buscador',
      'filtros',
      'búsqueda avanzada',
      'buscador de productos',
      'filtrar por precio',
      'búsqueda por ubicación',
    ],
  },
  {
    code: 'user-dashboard',
    name: 'Área de Clientes',
    category: 'functionality',
    complexity: 'complex',
    description:
      'Portal privado donde tus clientes consultan sus pedidos, documentos, pagos y los datos de su cuenta.',
    prices: [[6000, 32], [7500, 40], [9000, 48]],
    synonyms: [
      'área de clientes',
      'panel de usuario',
      'mi cuenta',
      'portal de clientes',
      'perfil de usuario',
      'historial de pedidos',
      'área privada',
    ],
  },
  {
    code: 'file-management',
    name: 'Gestión de Archivos',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Sube, organiza y comparte documentos, imágenes y PDF de forma segura, con permisos por usuario.',
    prices: [[3000, 12], [3750, 16], [4500, 20]],
    synonyms: [
      'subir archivos',
      'documentos',
      'gestión de documentos',
      'descargar archivos',
      'cargar pdf',
      'guardar archivos en la nube',
    ],
  },
  {
    code: 'crm-integration',
    name: 'Integración con CRM',
    category: 'integration',
    complexity: 'medium',
    description:
      'Envía contactos y prospectos directo a HubSpot, Salesforce, Zoho u otro CRM para dar seguimiento a cada venta.',
    prices: [[4500, 16], [5250, 20], [6000, 24]],
    synonyms: [
      'crm',
      'hubspot',
      'salesforce',
      'zoho',
      'seguimiento de clientes',
      'embudo de ventas',
      'prospectos',
    ],
  },
  {
    code: 'subscription',
    name: 'Suscripciones y Membresías',
    category: 'functionality',
    complexity: 'complex',
    description:
      'Cobros recurrentes automáticos, planes de membresía y contenido exclusivo para tus suscriptores.',
    prices: [null, [9000, 40], [11250, 48]],
    synonyms: [
      'suscripciones',
      'membresías',
      'pagos recurrentes',
      'cobro mensual',
      'planes de suscripción',
      'contenido exclusivo para miembros',
    ],
  },
  {
    code: 'inventory',
    name: 'Control de Inventario',
    category: 'functionality',
    complexity: 'medium',
    description:
      'Existencias en tiempo real por producto y sucursal, alertas de stock bajo y movimientos de almacén.',
    prices: [null, [6750, 32], [8250, 40]],
    synonyms: [
      'inventario',
      'control de stock',
      'existencias',
      'almacén',
      'control de inventarios',
      'stock',
    ],
  },
  {
    code: 'shipping',
    name: 'Envíos y Paquetería',
    category: 'integration',
    complexity: 'medium',
    description:
      'Cotiza y genera guías con paqueterías nacionales, calcula el costo de envío y comparte el rastreo con tus clientes.',
    prices: [null, [5250, 20], [6000, 24]],
    synonyms: [
      'envíos',
      'paquetería',
      'estafeta',
      'dhl',
      'fedex',
      'costo de envío',
      'rastreo de pedidos',
      'envío a domicilio',
      'guías de envío',
    ],
  },
  {
    code: 'custom-ml', // known
    name: 'Inteligencia Artificial a la Medida',
    category: 'analytics',
    complexity: 'complex',
    requiresConsultation: true,
    description:
      'Modelos de inteligencia artificial para recomendaciones, predicciones o automatización. Requiere una consulta previa para definir el alcance.',
    prices: [[15000, 80], [15000, 80], [15000, 80]],
    synonyms: [
      'inteligencia artificial',
      'machine learning',
      'recomendaciones personalizadas',
      'ia',
      'aprendizaje automático',
      'modelo predictivo',
      'predicciones',
    ],
  },
]

export const pricingSettings = {
  currency: 'MXN',
  taxRate: 0.16,
  depositRate: 0.3,
  paymentSteps: {
    deposit: {label: 'Depósito inicial', due: 'al iniciar el proyecto'},
    milestone1: {label: 'Hito 1', due: 'al alcanzar el 50% del desarrollo'},
    final: {label: 'Pago final', due: 'al concluir y entregar el proyecto'},
  },
  hoursPerDay: 8,
  complexity: {simple: 1, medium: 1.2, complex: 1.4},
  timelines: [
    {code: 'urgent', label: '2-4 semanas', multiplier: 1.5, description: '+50%'},
    {code: 'normal', label: '1-2 meses', multiplier: 1, description: 'Precio estándar'},
    {code: 'flexible', label: '2-3 meses', multiplier: 0.9, description: '-10%'},
    {code: 'planning', label: 'Aún planificando', multiplier: 0.85, description: '-15%'},
  ],
  supportLevels: [
    {
      code: 'basic',
      label: 'Básico',
      months: 3,
      multiplier: 1,
      description: '3 meses de soporte técnico y corrección de errores incluidos.',
    },
    {
      code: 'extended',
      label: 'Extendido',
      months: 6,
      multiplier: 1.15,
      description: '6 meses de soporte, actualizaciones de seguridad y respaldos mensuales.',
    },
    {
      code: 'premium',
      label: 'Premium',
      months: 12,
      multiplier: 1.25,
      description:
        '12 meses de soporte prioritario, monitoreo 24/7, respaldos semanales y cambios menores cada mes.',
    },
  ],
  budgetRanges: [
    {code: 'small', label: 'Menos de $15,000 MXN', min: 0, max: 15000},
    {code: 'medium', label: '$15,000 - $35,000 MXN', min: 15000, max: 35000},
    {code: 'large', label: '$35,000 - $75,000 MXN', min: 35000, max: 75000},
    {code: 'enterprise', label: 'Más de $75,000 MXN', min: 75000},
  ],
}
