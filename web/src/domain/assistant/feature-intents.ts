// What visitors say when they mean a catalogue feature without its catalogue words: verbs in any person
// ("que se adapte a los teléfonos", "que me paguen con tarjeta", "mandarlas por paquetería"), the
// everyday name of a thing ("recordatorios por whats", "cupones"). The catalogue's own names and
// synonyms (CMS) are matched beside these; a code missing from the catalogue is never produced.
// Patterns run on normalised folded text (normalize-spanish.ts). Order matters: a phrase taken by one
// code is not read again ("pagos recurrentes" is a subscription, not a payment).
export const FEATURE_INTENTS: readonly { readonly code: string; readonly pattern: RegExp }[] = [
  // A warning that stock runs low is inventory, before notifications reads "que me avise".
  { code: 'inventory', pattern: /\b(?:me |nos )?avis(?:e|en|a)\s+cuando\s+(?:(?:algo|alguno|alguna|un producto|una pieza)\s+)?(?:ya\s+)?(?:se\s+)?(?:me\s+|nos\s+)?(?:est(?:e|en|a|an)\s+)?(?:por\s+|a punto de\s+)?(?:acab|agot|termin)[a-z]*\b/g },
  // The owner's own back office, said as a place only they use or in the first person plural ("una parte solo
  // para mí donde vea las rutas", "una parte donde demos de alta alumnos"): the whole clause, before content
  // reads "cambie los precios" and sign-in reads "dé de alta".
  {
    code: 'admin',
    pattern:
      /\b(?:(?:una parte|un lugar|un apartado|una seccion|un espacio|una pantalla|un panel|su parte)\s+(?:aparte\s*,?\s*)?(?:(?:solo |nada mas |nomas )?(?:para|pa) (?:mi|nosotros|la oficina|la direccion|la administracion)\s*,?\s+(?:desde donde|donde|en (?:el|la) que|para)\b|que solo (?:vea|veamos|veo|usemos|use|uso) (?:yo|nosotros)\b|(?:desde donde|donde|en (?:el|la) que)\s+(?:yo |nosotros )?[a-z]+(?:emos|amos)\b|para (?:manejar|controlar|administrar) todo\b|(?:privad[oa]|interna|aparte)\b|que (?:nada mas|solo|nomas) (?:yo|nosotros) (?:veo|vemos|uso|usamos|vea|veamos)\b|aparte para (?:manejar|controlar|administrar)\b)[^.;]*|\bdar(?:los|las|le|les) de baja\b|(?:dar|demos|damos|doy|de|dando) de alta a (?:los |las |mis |nuestros |nuestras )?(?:nuevos |nuevas )?(?:empleados|encargados|maestros|repartidores|trabajadores|tecnicos|choferes|vendedores|instructores|meseros|cajeros|doctores)|(?:agregue|agreguemos|agregar|agrego) (?:a )?(?:los |mis |nuestros )?(?:empleados|encargados|repartidores|trabajadores|tecnicos|choferes|vendedores|instructores) nuevos)\b/g,
  },
  // Sharing to the visitor's own profile is social, before the client area reads "su perfil".
  { code: 'social', pattern: /\b(?:(?:publicar|compartir|subir)(?:lo|la|los|las)? (?:en|a) (?:su|sus) (?:perfil(?:es)?|muro|redes(?: sociales)?|facebook|instagram)|compart(?:a|an|ir)\s+(?:[a-z]+\s+){0,5}?(?:en sus (?:historias|redes|estados|perfiles|muros)|con sus (?:amigos|amigas|compas|conocidos|contactos)))\b/g },
  // Figures the owner wants to see, before payments reads "cuánto se cobró" as a way to pay.
  {
    code: 'analytics',
    pattern:
      /\b(?:cuanto (?:se )?(?:cobro|cobramos|cobre|cobraron|vendimos|vendi|vendo|vendemos|entra|entro|ha entrado|ganamos|gane|facturamos)|(?:mas|menos) (?:leid[oa]s|visitad[oa]s|vist[oa]s|vendid[oa]s)|de (?:donde|que ciudad|que campana|que pais(?:es)?) (?:nos |me |les )?(?:vienen|llegan|entran|viene|llega|entra|llegaron|vinieron|entraron)|(?:que|cuales) [a-z]+ se venden mas|(?:que|cual) [a-z]+ es (?:el|la) que mas se vende|que se (?:vendio|vende|vendieron|venden) mas|(?:cuales|que) [a-z]+ se (?:leyeron|vieron|vendieron|visitaron) mas|(?:ver|saber|sepa)\s+cuant[oa]s?\s+(?:[a-z]+\s+){0,2}?se (?:vendio|vendieron|vende|venden)\b|cuant[oa]s? (?:personas|gente|clientes|usuarios) (?:le )?(?:dan|da|hacen|hace) clic|cuant[oa]s? [a-z]+ (?:hizo|hicieron|vendio|vendieron) cada|(?:ver|saber)\s+cuanto (?:nos |me )?(?:dejo|dejaron|deja|dejan|genero|gano)\b|que anuncios funcionan|(?:ver|saber|vea|sepa|sepamos|conocer)\s+(?:[a-z]+\s+){0,2}cuant[oa]s (?!(?:piezas|productos|unidades|articulos|cosas|cajas|prendas|paquetes|botellas|modelos)\b)[a-z]+ (?:activ[oa]s|tengo|tenemos|hay|llegan|entran|visitan))\b/g,
  },
  // What the site's users send up ("que los pacientes puedan subir sus radiografías", "suba foto de su
  // licencia"); the owner's own photos ("que yo pueda subir las fotos de cada casa") are content (CMS).
  {
    code: 'file-management',
    pattern:
      /\b(?:(?:suban|puedan subir(?:nos|me)?|puedan cargar|puedan adjuntar|nos suba|nos suban|me suba|me suban)\s+(?!(?:(?:sus|las|los|su|el|la|una|un) )?(?:notas|noticias|articulos|textos|publicaciones|entradas|posts)\b)(?:sus |las |los |su |el |la |una |un )?[a-z]+|(?:pueda|puedan) (?:mandar|enviar|subir)(?:me|nos)? (?:por (?:ahi|aqui|la pagina|el sitio) )?(?:escanead[oa]s |en pdf |digitalizad[oa]s )?(?:sus |los |las |su )?(?!(?<=\b(?:yo|nosotros|yo mism[oa]|nosotros mism[oa]s) (?:pueda|puedan) (?:subir|mandar|enviar) (?:sus |los |las |su )?)(?:fotos|videos)\b)(?:documentos|archivos|fotos|papeles|comprobantes|facturas|pdfs?|radiografias|estudios|analisis|planos|recibos|identificaciones|evidencias|videos|pasaportes|actas|contratos|credenciales)|(?:adjuntar|adjunten|adjunte|anexar|anexen)\s+(?:sus |las |los |su |el |la )?[a-z]+|suban? (?:una |la |su )?(?:foto|fotos|imagen|copia|escaneo)s? de su|(?:pueda|puedan) (?:mandar|enviar|subir)(?:me|nos)?\s+(?:desde|por)\s+(?:(?:la|el)\s+)?(?:pagina|sitio|web|ahi|aqui)?\s*(?:el |la |los |las |su |sus )?(?!(?:pedido|pedidos|orden|ordenes|pago|pagos|mensaje|mensajes|dudas?|preguntas?|whatsapp|correo|telefono|facebook|instagram|internet|paqueteria)\b)[a-z]+)\b/g,
  },
  // A newsletter before subscriptions: "que se suscriban para recibir las recetas por correo" is no paid plan.
  {
    code: 'notifications',
    pattern:
      /\b(?:suscrib(?:a|an|irse|ase|anse)\s+(?:para recibir|a (?:mi|nuestro|el|la) (?:boletin|newsletter|lista)|al (?:boletin|newsletter))(?:\s+(?:las|los|mis|nuestras|nuestros)?\s*[a-z]+){0,3}(?:\s+(?:por|al|a su) (?:correo|mail|email|whatsapp))?|newsletter|lista de correos)\b/g,
  },
  {
    code: 'subscription',
    pattern:
      /\b(?:pagos? recurrentes?|cobros? (?:mensual(?:es)?|recurrentes?|automatic[oa]s?)|(?:pague|paguen|pagar|paga|cobrar|cobre|cobro|cuota|cuotas)\s+(?:su |sus |la |una )?(?:cada mes|mensual(?:es|mente)?|cuota mensual|cuota (?:al|por|cada) mes|mensualidad(?:es)?)|(?:pagan|paguen|pague|pagar|paga)\s+(?:su |sus |la |una )?cuotas? (?:de cada|cada|al|por) mes|(?:deje|dejen|dejar|tenga|tengan) (?:registrada|guardada|dada de alta) (?:su|la) tarjeta|mensualidad(?:es)?|(?:una |la |su )?cuota (?:al|por|cada|de cada) mes|plan(?:es)? de cada mes|se (?:le |les )?renuev(?:a|e|en|an)\b|colegiaturas? mensual(?:es)?|suscribir(?:se)? para (?:donar|pagar|apoyar)|(?:donar|aportar|apoyar) cada mes|padrinos|apadrinar|(?:donativos?|donaciones|aportaciones|cuotas?) (?:mensual(?:es)?|recurrentes?)(?: recurrentes?)?|donantes? mensual(?:es)?|plan(?:es)? (?:mensual(?:es)?|recurrentes?|anual(?:es)?)(?: recurrentes?)?|(?:se (?:le |les )?|les? )?cobr(?:e|en|ar|a)\s+(?:su |la |una )?(?:membresia|mensualidad|suscripcion|cuota)(?: mensual)?|cada mes se (?:le |les )?cobr(?:a|e|en)|se (?:le |les )?cobr(?:a|e) (?:solo |solito |automatic(?:o|amente) )?cada mes|suscripcion(?:es)?|suscri(?:ba|ban|bir|birse|ptores)|(?:se (?:le |les )?)?(?:cargue|carguen|cobre|cobren)\s+(?:[a-z]+\s+){0,4}?cada mes|cobrandoles? (?:en )?automatic[oa]|membresias?|planes (?:mensuales|de pago)|contenido exclusivo|se (?:le |les )?cobr(?:a|e|en) (?:automatico|automaticamente|sol[oa]|solito)|(?:dej(?:an|en|a|e) de pagar|esten al corriente|los que no pagan)|(?:solo )?(?:los|las|quienes) (?:que )?(?:pagan|paguen|pagaron|esten suscrit[oa]s)\b(?= (?:(?:lo|la|los|las) )?(?:puedan )?(?:vean|ver|puedan|pueden|tengan acceso|entren))|(?:solo )?(?:los|las|quienes) (?:que )?(?:pagan|paguen|pagaron) (?:las |los |lo )?(?:puedan|pueden) ver)\b/g,
  },
  // Their own records, before payments reads "para ver sus pagos" as a way to pay: what the site's users
  // see of their own ("que vean sus recibos", "vea su plan de alimentación", "el expediente de su
  // mascota", "cuánto me deben"), never the business's own things ("que vean sus productos"). Results,
  // classes and courses seen online are files or content to most writers, not an area of clients.
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:(?:vean|ver|vea|viera|vieran|consulten|consultar|consulte|revisen|revisar|revise|chequen|checar)\s+(?:en linea\s+)?(?:su|sus)\s+(?!(?:productos?|servicios?|fotos|trabajos|precios|promociones|videos|redes|pagina|sitio|negocio|ubicacion|menu|catalogo|instalaciones|horarios|platillos|opciones|modelos|resultados|clases|cursos|lecciones|materiales|prospectos)\b)[a-z]+|(?:vean|ver|vea|consulten|consultar|revisen|revisar|chequen|checar)\s+(?:el|la|los|las)\s+(?!estado\b|estatus\b|status\b)[a-z]+(?:\s+(?:y|e)\s+(?:el|la|los|las)\s+[a-z]+)?\s+de su\b|(?:vean|ver|vea|consulten|consultar|revisen|revisar|chequen|checar|sepan|saber|sepa)\s+(?:cuanto|que [a-z]+|lo que) (?:me |nos |le |les )?deben?\b|(?:todos |todas )?sus (?:pagos|pedidos|compras|citas|consultas|facturas|recibos|ordenes) (?:anteriores|pasad[oa]s|previ[oa]s|de antes)|(?:vea|vean|ver|consulte|consulten|revise|revisen|cheque|chequen)\s+lo de (?:su|sus) [a-z]+|para (?:ver|consultar|revisar|checar) (?:sus |las |los |el |la )?[a-z]+(?: y [a-z]+)? de sus? [a-z]+|(?:pueda|puedan|pueden|puede)\s+entrar\s+(?:a|y)\s+(?:ver|consultar|revisar|checar)\s+(?:cuanto|sus|su|lo que|en que)\b|\b(?:entren|entre) y (?:vean|vea|consulten|consulte|revisen|revise)\b[^.;]*|cada [a-z]+ (?:vea|vean) el estado de sus [a-z]+(?: y (?:sus|su) [a-z]+(?: [a-z]+)?)?|(?:y ahi|ya adentro|adentro|una vez dentro),?\s+que\s+(?:puedan |pueda )?(?:vea|vean|consulte|consulten|revise|revisen)(?:\s+(?:los|las|sus|su|el|la)\s+[a-z]+(?:\s+que (?:ha|han|ya) [a-z]+)?)?)\b/g,
  },
  // Tenth round: "que se quede pagando cada mes en automático", "y se le cargue solito", "los que paguen algo cada mes".
  {
    code: 'subscription',
    pattern:
      /\b(?:(?:se )?(?:quede|queden|siga|sigan)\s+pagando\s+(?:[a-z]+\s+){0,2}?cada mes|se (?:le |les )?(?:cargue|carguen)\s+(?:sol[oa]|solit[oa]|automatic[oa]|automaticamente)|(?:paguen|pague|pagan|paga)\s+(?:algo|un poquito|una cuota|un tanto|una lana)\s+(?:cada mes|al mes|mensual))\b/g,
  },
  {
    code: 'payments',
    pattern:
      /(?<!cuanto\s(?:(?:puedo|podria|quiero|quiere|quieren|puede|pueden|voy a|pienso|piensa|piensan|desea|desean)\s)?)\b(?:(?<!se lo )(?<!\b(?:venir|ir|pasar|vayan|vengan|venga|vaya) a )(?<!\bsus )(?<!\b(?:antes de|despues de|fechas? de|fechas? del) )pag(?:os?|ar|uen|ue|an|en|ando)(?!\s+(?:sus |los |el )?(?:impuestos|predial))(?!\s+(?:mis |unos |los )?anuncios)|(?<!\b(?:sistema|programa|caja) de )cobr(?:ar|e|en|os?)|(?<!(?:goleo|goles|faltas|amonestaciones) y )tarjetas?(?! (?:amarillas?|rojas?))(?: de (?:credito|debito))?|(?:deje|dejen|dejar) pagad[oa]s?|(?:pagar|pague|paguen) (?:el |su |un )?(?:anticipo|apartado|deposito)|meses sin intereses|oxxo|spei|paypal|stripe|mercado ?pago|transferencia|pasarela|terminal virtual|colegiaturas?|ofrendas?|donativos?|donaciones|diezmos?|don(?:ar|en)|con (?:su |tu |mi )?plastico)\b(?!\s+(?:de|del)\s+(?:envio|dominio|hosting))/g,
  },
  {
    code: 'shipping',
    pattern:
      /\b(?:(?:mand|envi|llev|entreg)(?:ar|arl[oa]s|e|en|o|amos|emos|arselos|arselas|ue|uen|a|an|ando)\s+(?:[a-z]+\s+){0,2}(?:por paqueteria|a domicilio|a (?:todo|toda|cualquier) (?:el |la )?(?:pais|mexico|republica|parte)|hasta su casa|a sus casas)|envios?(?: a domicilio| locales| nacionales)?|paqueteria|(?:pedidos?|entregas?|repartos?|servicio de entrega|comida|llevar(?:los|las|lo|la)?) a domicilio|estafeta|dhl|fedex|rastreo de (?:sus |los )?(?:pedidos|paquetes|envios)|rastre(?:ar|en|e) (?:sus |su |los |el |la )?(?:pedidos?|paquetes?|envios?|cajas?|compras?|ordenes|orden)|(?:cuando|donde) (?:llega|va|viene) (?:su |sus |el |mi )?(?:paquete|pedido|envio)s?|guias? de (?:envio|(?:la )?mensajeria|(?:la )?paqueteria)|numeros? de guia|mensajeria|fletes?|segun (?:su|el) codigo postal|(?:checar|cheque|ver|vea|saber|sepa)\s+(?:en )?(?:que ciudad|por donde|donde) (?:va|viene)\b|(?:poner|ponga|pongan|meter|meta|escriba|escriban|capture) (?:su |el )?codigo postal|(?:cuanto|lo que) (?:le |les )?(?:cuesta|sale|cobra[a-z]*) (?:que (?:le|les) (?:manden|mande|envien|envie|lleven|mandemos|enviemos)|que se (?:lo|la|los|las) (?:mandemos|enviemos|llevemos|mande|envie|lleve)|mandar(?:lo|la|los|las|selo|sela|selos|selas)?|enviar(?:lo|la|los|las)?|llevar(?:lo|la|los|las)?)|por donde (?:viene|va) (?:su |el |mi )?(?:caja|paquete|pedido|envio))\b/g,
  },
  {
    code: 'responsive',
    pattern:
      /\b(?:(?:se )?(?:adapte|adapten|adapta|ajuste|ajusten|acomode|acomoden|ve|vea|vean|veas|mira|mire|funcione|funcionen|sirva|jale|cargue|carguen|abra|abran|navegue|naveguen)\s+(?:(?:muy|bien|bonit[oa]|chido|perfecto|excelente|padre|rapido|igual|super|tambien|sol[oa])\s+){0,2}(?:en|a|al|para|desde)\s+(?:el |la |los |las |cualquier )?(?:tamano de (?:la |su |cualquier )?)?(?:celular(?:es)?|telefonos?|moviles?|tablets?|pantallas?|smartphones?|cel)|(?:pueda |puedan )?ver(?:se|lo|la)? (?:bien )?(?:en|desde) (?:el |la |su |sus |cualquier )?(?:celular(?:es)?|telefonos?|moviles?|cel)|adaptable a (?:dispositivos )?moviles|dispositivos moviles|(?:desde|en) (?:el |su |un )?(?:telefono|celular|cel)\s+(?:[a-z]+\s+){0,5}?(?:se (?:acomode|acomoda|vea|lea|adapte|ajuste)|sin (?:tener que )?(?:andar )?(?:haciendo|hacer) zoom)|sin (?:tener que |estar )?(?:andar )?(?:haciendo|hacer) zoom|(?:se )?(?:vea|vean|ve|mire)\s+(?:tod[oa]\s+)?(?:amontonad[oa]s?|apretad[oa]s?|chiquit[oa]s?|cortad[oa]s?|encimad[oa]s?|desacomodad[oa]s?)\s+(?:en|desde) (?:el |la |los |su |sus )?(?:telefono|celular|cel|movil|celulares|telefonos)|(?:en|desde) (?:la |el |su )?(?:tableta|tablet|telefono|celular|ipad)\b[^.]{0,40}?\b(?:verse|se vea|se vean|vea|vean) (?:igual de )?bien|(?:tengan|tenga|tener|tienen|tiene) que (?:andar |estar )?(?:haciendo|hacer) zoom|sin que se (?:desacomode|corte|descuadre|encime|salga de la pantalla)\b|(?:se )?(?:lea|vea|lean|vean) igual de bien en|(?:acomodarse|adaptarse|ajustarse) (?:sol[oa] )?a (?:cualquier|la|su|todas las) (?:pantalla|pantallas|tamano)|(?:se pueda |pueda |puedan )?navegar (?:comod[oa]|facil|bien) (?:desde|en) (?:el |la |su )?(?:telefono|celular|cel|movil|tableta)|(?:se )?(?:lea|lean|vea|vean|mire)\s+bien\s+(?:aunque sea|hasta|incluso)\s+(?:en |desde )?(?:un |el |su )?(?:telefono|celular|cel|movil|pantalla)|responsiv[oa]s?|version (?:movil|para celular)|adaptable a (?:moviles|celulares)|mobile(?: friendly)?)\b/g,
  },
  {
    code: 'seo',
    pattern:
      /\b(?:(?:salga|salgan|aparezca|aparezcan|aparecer|aparezcamos|salir|salgamos|posicionar(?:me|nos|se)?|posicione|posicionen|encuentra|encuentran|encuentre|encuentren|encontrar(?:me|nos|la|lo)?|aparece|aparecemos|salimos|hallen|busque|busquen|buscarme|buscarnos|ubiquen)\s+(?:[a-z]+\s+){0,4}(?:en|por)\s+(?:el |los )?(?:google|buscadores?|internet)(?: maps)?|(?:en|por) google (?:salga|salgamos|aparezca|aparezcamos|me encuentren|nos encuentren)|(?:busca|buscan|busque|busquen)\s+(?:[a-z]+\s+){0,4}en google|(?:ande|anden|anda|andan) buscando\s+(?:[a-z]+\s+){0,4}?(?:en google|en internet)|cuando (?:alguien|la gente|una? [a-z]+|los [a-z]+|las [a-z]+)\s+(?:ponga|pongan|escriba|escriban)\s+(?:[a-z]+\s+){0,4}?en (?:el buscador|google)|(?:salgamos|salga|aparezcamos|aparezca) (?:arriba|hasta arriba|de (?:los |las )?primer[oa]s) cuando (?:[a-z]+\s+)?(?:busque|busquen|busca|buscan)|(?:si|cuando) (?:alguien|la gente|uno|una persona) (?:escribe|busca|pone|teclea|escriba|busque|ponga)\s+(?:[a-z]+\s+){0,3}?en (?:internet|google|el buscador|el navegador)|(?:el )?buscador\s+(?:nos |me |lo |la )?(?:ponga|ponen|pone|saque|muestre)\s+(?:[a-z]+\s+){0,2}?(?:entre los primeros|arriba|hasta arriba|primero)|(?:nosotros )?ni (?:aparecemos|salimos|aparezco|salgo)\b|(?:se encuentre|la encuentren|lo encuentren|me encuentren|nos encuentren)\s+(?:facil\s+|rapido\s+)?cuando (?:se busque|alguien busque|busquen|la gente busque)\b|google maps|primeros lugares|posicionamiento|seo(?: local)?|buscadores|(?:encuentren|encuentre|hallen|encontremos|topen)\s+(?:[a-z]+\s+){0,3}?(?:cuando|si)\s+(?:alguien\s+|la gente\s+|alguno\s+)?(?:busca|busque|busquen|buscan|anda buscando|andan buscando)\b|(?:encuentren|encuentre)\s+(?:los|las|quienes)\s+(?:que\s+)?(?:buscan|busquen|andan buscando)\b|cuando (?:alguien|la gente|una? [a-z]+)\s+(?:[a-z]+\s+){0,3}?(?:busque|busca|busquen|buscan|ande buscando|anda buscando)\b[^.]{0,60}?\b(?:(?:me|nos|lo|la) encuentre(?:n)?|(?:le |les )?(?:salga|aparezca)(?:n)? (?:mi|nuestro|nuestra|el mio|la mia)\b)|entre los primeros|le (?:aparezca|salga) (?:el mio|la mia|mi [a-z]+) (?:arriba|primero|hasta arriba|de (?:los |las )?primer[oa]s)|(?:busca|buscan|busque|busquen)\b[^.]{0,50}?\b(?:llegue|lleguen|llega|llegan) conmigo|(?:quien|el que|la que|la gente que|los que|las personas que|los clientes que|quienes|cualquiera que) (?:busque|buscan|busca|ande buscando)\b[^.]{0,60}?\b(?:me|nos|la|lo) (?:encuentre|encuentren|halle|hallen))\b/g,
  },
  // "que cada socio tenga su cuenta donde vea sus pagos": an area of one's own (before sign-in reads "su cuenta").
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:tengan? (?:su |sus )(?:propi[oa]s? )?(?:cuentas?|perfil(?:es)?|portal(?:es)?|panel(?:es)?|tableros?|areas?|secciones?(?: de mi cuenta)?)(?= (?:y|donde|para|en (?:el|la) que|con) )|su propi[oa] (?:cuenta|portal|perfil|panel|area|seccion|tablero|apartado)(?! y (?:contrasena|clave|password))|(?:una |su )?seccion (?:solo )?(?:de|para) (?:su|cada) [a-z]+|a su (?:propia )?(?:cuenta|perfil|area|portal) para (?:ver|consultar|revisar|cambiar)|dashboard (?:para cada|de cada|personal|propio)|(?:vea|vean|consulte|consulten|revise|revisen)\s+(?:[a-z]+\s+){0,3}en su (?:propia )?(?:cuenta|perfil|panel|area)|(?:y ahi|ya adentro|adentro|una vez dentro) (?:puedan |pueda )?(?:vea|vean|consulte|consulten|revise|revisen))\b/g,
  },
  {
    code: 'auth',
    pattern:
      /\b(?:(?:entren|entre|entrar|ingresen|ingrese|ingresar|accedan|acceda|acceder|inicien|inicie|iniciar|se registren|registrarse)\s+(?:con\s*(?:su |un |una |sus )?(?:usuario|cuenta|contrasena|correo|google|facebook)?|a (?:su |sus )?(?:cuenta|usuario|perfil|sesion)|sesion)|(?:con|tengan|tenga) (?:su |un |una )?(?:usuario|cuenta)(?: y contrasena)?(?: (?:para|de) cada [a-z]+)?|(?:usuarios?|folios?|correos?|numeros?|matriculas?) y contrasenas?|contrasenas?|(?:correo|usuario) y (?:una |su )?clave|(?:su|una) clave (?:para entrar|de acceso)|(?:tenga|tengan|con) (?:su |sus )?(?:propi[oa]s? )?(?:acceso|accesos|clave|claves)\b|(?:se )?den de alta|darse de alta|se de de alta|inicio de sesion|login|log in|registro de usuarios|cuentas de usuario|se registren|se registre|registrarse|se puedan? registrar|crear (?:su |una )?cuenta|abrir (?:su |una )?cuenta)\b/g,
  },
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:(?<!panel (?:para|donde|en el que) )(?:vean|ver|consulten|consultar|revisen|revisar|chequen)\s+(?:el |su |sus |los )?(?:historial(?: de (?:sus |los )?(?:pedidos|compras|pagos))?|pedidos|compras|facturas|estado de (?:su |sus )?(?:pedidos?|cuenta))|historial de (?:pedidos|compras)|(?:ver|vean|vea|consultar|consulten|revisar|revisen)\s+lo que (?:ya )?(?:han|ha|hayan|haya) (?:pedido|comprado|pagado)|(?:puedan?|pueda) entrar y ver (?:las |los |sus |el |la )?[a-z]+(?: y [a-z]+)? de sus? [a-z]+|area (?:privada|personal|de (?:clientes?|alumnos?|pacientes?|socios?|miembros?|usuarios?|padres))|portal (?:para |de )?(?:los |mis |nuestros |sus )?(?:clientes|socios|pacientes|alumnos|padres|miembros|usuarios)|(?:vea|vean|viera|vieran|ver|consulte|consulten|sepa|sepan|saber|chequen|checar)\s+(?:en que|como) va(?:n)? (?:su|sus|el|la|cada) [a-z]+|(?<!\b(?:yo|nosotros|podamos|pueda yo) )(?:vea|vean|ver|consulte|consulten|sepa|sepan|saber)\s+en que (?:etapa|paso|parte|punto) va(?:n)?\b(?! cada (?:quien|uno|una|interesado|interesada|cliente|prospecto))|(?:vea|vean|ver|consulte|consulten|revise|revisen)\b[^.]{0,40}?\bsu estado de cuenta|(?:pueda|puedan|pueden|puede)\s+ver\s+cuant[oa]s?\s+[a-z]+\s+(?:ha|han|lleva|llevan|le quedan|les quedan|debe|deben)\b[^.]*|panel de (?:usuario|cliente)|mi cuenta(?! (?:de|del|en) (?:facebook|instagram|tiktok|youtube|face|insta))|perfil(?:es)? de usuario|su perfil)\b/g,
  },
  {
    code: 'cms',
    pattern:
      /\b(?:(?:editar|edite|editemos|cambiar|cambie|cambiemos|modificar|actualizar|actualice|actualicemos|publicar|publique|publiquen|publiquemos|subir|suba|suban|subamos|agregar|agregue|agreguemos|(?:poner|ponga|pongamos)(?= (?:yo|nosotros) mism))\s+(?:yo |nosotros )?(?:mism[oa]s? )?(?:los |las |el |la |mis |sus |nuestros |nuestras |un |una |unos |unas )?(?:textos?|contenidos?|noticias|notas|articulos?|entradas|informacion|fotos e (?:informacion|textos)|avisos|anuncios|eventos|promociones|promos|precios|menu|horarios|publicaciones|posts|fotos|fotografias|imagenes|galeria)(?: (?:yo|nosotros) mism[oa]s?)?|(?:yo|nosotr[oa]s)\s+mism[oa]s?\s+(?:subamos|publiquemos|escribamos|pongamos|subo|publico|escribo|escriba|suba|publique|ponga|actualice)|\byo\s+(?:subo|publico|escribo|pongo|actualizo|cambio|edito|agrego)\s+(?:[a-z]+\s+){0,4}?(?:sin (?:ayuda|pedir|depender)|cuando quiera|yo mism[oa])|(?:poner|subir|publicar|cambiar|actualizar|editar)(?:lo|la|los|las)?\s+yo\s+(?:sol[oa]|mism[oa]|cada)\b|(?:yo|nosotros|ella|el)(?: (?:o|y) (?:mi|nuestra|nuestro) [a-z]+)?\s+(?:mism[oa]s?\s+)?(?:pueda|podamos)\s+(?:editar|actualizar|cambiar|publicar|poner|modificar|escribir|subir(?!\s+(?:[a-z]+\s+){0,2}(?:en pdf|pdfs?|archivos?|documentos?|circulares|boletas)\b))|(?:noticias|avisos|contenidos?|textos?|articulos|eventos|anuncios|resultados)\s+(?:que\s+)?(?:[a-z]+\s+){0,3}(?:pueda|podamos|puedan)\s+(?:publicar|editar|actualizar|cambiar|subir|modificar)|(?:editar|edite|cambiar|cambie|modificar|actualizar|actualice|publicar|publique|publiquemos|subir|suba|subamos|agregar|agregue|poner|ponga)(?:lo|la|los|las)?\s+(?:yo|nosotros)\s+mism[oa]s?(?:\s+(?:los|las|el|la|sus|nuestros|nuestras|mis)\s+[a-z]+)?|(?:yo |nosotros )?(?:vaya|vayamos|ir(?:los|las|lo|la)?|irlas) (?:subiendo|agregando|poniendo|publicando|cambiando|actualizando|escribiendo)|escribir (?:yo|nosotros) mism[oa]s?|(?:poner|publicar|escribir|subir)\s+(?:un |una |unos |unas )(?:articulos?|notas?|entradas?|consejos|recetas)\b|blogs?|gestor de contenidos|cms|wordpress)\b/g,
  },
  {
    code: 'notifications',
    pattern:
      /\b(?:recordatorios?|notificaciones?|notifique|notifiquen|avisos? al (?:celular|cel|telefono|correo)|avis(?:os|e|en|ar)\s+(?:por |de |al )?(?:correo|mail|whatsapp|sms|mensaje)|(?:les |le |me |nos )?(?:llegue|caiga)(?:n)? (?:un |una |sus |los |las |el |la )?(?:avisos?|mensajes?|correos?|e?mails?|recordatorios?|notificaciones?|alertas?)|(?:les|le|me|nos) llegue(?:n)? (?:[a-z]+ ){0,3}?(?:por|al|a mi|a su) (?:correo|e?mail|whatsapp|celular|cel|telefono|mensaje|sms)|recib(?:a|an|ir)\s+(?:un |una |su |sus )?(?:avisos?|mensajes?|correos?|emails?|recordatorios?|notificacion(?:es)?|confirmacion(?:es)?|whatsapp|sms)|(?:correos?|mensajes?|avisos?) de confirmacion|confirmacion por (?:correo|whatsapp|sms|mensaje)|(?:me |nos |les |le )avis(?:e|en|a|emos|ar)\b|(?:mandar|mandarles|enviar|enviarles|mande|envie) (?:un |el )?avisos? a (?:todos|todas|los [a-z]+|cada [a-z]+)|alertas?|whatsapp|sms|(?:correos?|e?mails?|mensajes?) automatic[oa]s?|(?:llegue|caiga)n?\s+(?:cada [a-z]+|todos los [a-z]+|en ese momento|al momento|al instante|de inmediato|luego luego|diario)\s+(?:un |una |el |su )?(?:correo|mensaje|aviso|alerta|notificacion|whatsapp)s?|(?:mandar|mandarles|mandarle|enviar|enviarles|enviarle|mande|envie|manden|envien)\s+(?:un |el |su )?(?:correo|mail|email|mensaje|boletin)s? (?:con|de) (?:las |los |nuestras |nuestros |mis )?(?:ofertas|promociones|promos|novedades|noticias)|boletin)\b/g,
  },
  {
    code: 'analytics',
    pattern: /\b(?:estadisticas?|graficas?|cuant[oa]s? (?:gente|personas|visitas|visitantes) (?:se mete|se meten|entra|entran|entro|entraron|visita|visitan|ve|ven|llega|llegan|llego)|reporte(?!s? (?:del dia|de avance|de su |de sus ))s?|metricas|analitica|(?:pantalla|tablero|panel|resumen) con (?:los |las |todos los )?(?:numeros|cifras|graficas|indicadores|totales)|analytics|kpis?|indicadores|cuantas visitas)\b/g,
  },
  {
    code: 'file-management',
    pattern:
      /\b(?:(?:subir|suban|suba|cargar|carguen|descargar|descarguen|compartir|guardar|adjuntar)\s+(?:sus |los |mis |las |su )?(?:archivos|documentos|pdfs?|estudios|tareas|materiales|expedientes|facturas|comprobantes)(?: en pdf)?|en pdf para que (?:los|las|lo|la) (?:baje|bajen|descargue|descarguen)|(?:los|las|lo|la) puedan? (?:bajar|descargar)|(?:descargar|descarguen|descargue|descarguemos|bajar|bajen)\s+(?!(?:la |una |nuestra |mi )?(?:app|aplicacion)\b)(?:sus |las |los |su |el |la |mis |nuestros |nuestras )?[a-z]+(?:\s+(?!y\b|e\b|o\b|que\b|con\b|para\b|en\b|desde\b|de\b)[a-z]+){0,2}|(?:suban|puedan subir|puedan cargar|puedan adjuntar)\s+(?:sus |las |los |su |el |la )?(?:fotos|fotografias|videos|evidencias?|reportes|archivos?|documentos?|comprobantes?|tareas|trabajos)|(?:subir|suban|suba|sube|suben|subamos|cargar|carguen|adjunten|adjuntar|envien|manden|mande|envie)\s+(?:ahi |aqui |por ahi |en la pagina )?(?:su |sus |las |los |el |la )?(?:cv|curriculums?|curriculum vitae|solicitud(?:es)?|identificacion(?:es)?|ine|papeles|recetas|disenos?|archivos? de diseno|circulares|boletas)|(?:subir|suban|suba|subamos|subiria|subirian|subiriamos|cargar|carguen|adjuntar)\s+(?:[a-z]+\s+){1,2}en pdf|gestion de documentos|documentos|archivos|(?:nos |me )?(?:manden|mande|envien|envie)\s+(?:por (?:la pagina|ahi|aqui|el sitio|la web)\s+)?(?:escanead[oa]s\s+)?(?:los |las |sus |su )?(?:planos|escrituras|fotos de su|papeles|comprobantes|identificaciones|recetas|estudios|radiografias|escaneos|archivos|documentos))\b/g,
  },
  { code: 'chat', pattern: /\b(?:chat(?:bot|cito|sito)?(?: en vivo| interno)?|robotito|(?:contest|respond)[a-z]*\s+(?:[a-z]+\s+){0,5}?a cualquier hora|(?:contest|respond)[a-z]*\s+(?:[a-z]+\s+){0,4}?(?:al momento|en ese momento|en el momento|al instante|en vivo|en tiempo real)|escribir por chat|(?:un |una )?(?:asistente|robot|bot|respuesta) automatic[oa]|(?:conteste|responda)n?\s+(?:[a-z]+\s+){0,2}?(?:algo automatico|automaticamente|un robot|un bot|un asistente)\b|atencion en linea|soporte en linea|(?:algo|alguien|un robot|un bot|un asistente) (?:que )?(?:conteste|responda) (?:sol[oa] )?(?:las |sus )?(?:dudas|preguntas)|platicar por escrito|(?:platicar|chatear|hablar|escribirle|escribirnos)\s+(?:por escrito\s+)?con (?:alguien|un asesor|una persona|la persona|el encargado|la encargada|nosotros)\b[^.]{0,40}?\b(?:ahi mismo|en ese momento|al momento|en linea|en vivo))\b/g },
  {
    code: 'search-advanced',
    pattern: /\b(?:(?:le |les )?salgan (?:nomas|nada mas|solo|solamente) (?:las|los|esas|esos)|(?:ver|vea|vean|mostrar|muestre|muestren)\s+(?:nomas|nada mas|solo|solamente)\s+(?:los|las|lo)\s+(?:[a-z]+\s+)?(?:de|que)\b(?:\s+(?:su|sus|cierta|cierto|la|el)\s+[a-z]+)?|(?:nomas|solo|nada mas|solamente) (?:le |les )?(?:aparezcan|salgan|muestre|muestren) (?:los|las) [a-z]+|(?:escoger|escoja|escojan|elegir|elija|elijan|ordenar|ordene|ordenen)\s+por\s+(?:marca|precio|talla|color|tamano|categoria|tipo|modelo|ano|zona|fecha|forma|tema|edad|estilo|medida)|(?:escriba|escriban|escribir|ponga|pongan|poner|teclee|tecleen)\s+[^.]{0,40}?\by (?:le |les )?(?:salga|salgan|aparezca|aparezcan)|(?:nomas|solo|nada mas) (?:las|los) [a-z]+,? (?:o|u) (?:nomas|solo|nada mas) (?:las|los) [a-z]+|lo que le alcance|(?:irlo|irla|ir) (?:cerrando|filtrando|acotando)|cerrando por|quedarse (?:nada mas|nomas|solo) con (?:los|las)\b|segun (?:lo que (?:quiere|quiera|quieran) gastar|su presupuesto)|(?<!\bdel )buscador(?:es)?(?: de [a-z]+)?|filtros?|filtrar|busqueda(?: avanzada| por [a-z]+)?|(?:buscar|busque|busquen|filtre|filtren|encontrar|encuentren)\s+(?:[a-z]+\s+){0,3}por\s+(?!internet|google|aca|aqui|ahi|alla|la zona|el rumbo|mi zona|su zona)[a-z]+)\b/g,
  },
  {
    code: 'multi-language',
    pattern: /\b(?:(?:en |tambien en )?ingles(?: y (?:en )?espanol)?|(?:la |lo )?(?:lean|lea|leer|entiendan|entienda|entender)\s+(?:[a-z]+\s+){0,3}?(?:en su (?:idioma|lengua)|sin traductor)|(?:gringos|extranjeros|turistas|americanos|canadienses)\b[^.]{0,40}?\b(?:tambien )?la entiendan\b|(?:la |lo )?entiendan\s+(?:los |las )?(?:gringos|extranjeros|turistas|americanos)|en su (?:propio )?(?:idioma|lengua)|que no hablan? espanol|bilingue|idiomas|multi ?idiomas?|multilenguaje|traduccion|traducido)\b/g,
  },
  { code: 'social', pattern: /\b(?<!(?:tipo|como|una|ser una) )(?:redes sociales|redes|red social|facebook|instagram|tiktok|pixel de facebook|face|feis|insta)\b/g },
  {
    code: 'inventory',
    pattern:
      /\b(?:inventarios?|stock|existencias|(?:que|cuanto|cuanta|cuantos|cuantas)\s+(?:[a-z]+\s+)?(?:me |nos )?queda(?:n)?\s+en (?:bodega|almacen|la bodega|el almacen|la camara)|almacen(?:es)?|cuant[oa]s? (?:piezas |productos |unidades |articulos |cosas |cajas |prendas |paquetes |botellas |modelos )?(?:de cada [a-z]+ )?(?:me |nos )?(?:quedan|queda|tengo|tenemos|hay)(?: de cada [a-z]+)?|cuant[oa]s? (?:[a-z]+ ){1,3}?(?:me|nos) quedan|(?:no vender|no se venda|vender) (?:lo|algo) que (?:ya )?no (?:hay|tengo|tenemos)|(?:diga|aparezca|salga|muestre|ponga) que (?:ya )?no hay\b|si ya no (?:me |nos )?queda(?:n)?\b|(?:vea|ver|sepa|saber|vean|sepan)\s+si (?:tenemos|hay|tengo) (?:su |el |la )?[a-z]+ (?:y )?en (?:cual|que) sucursal|se (?:descuente|descuenten|rebaje|rebajen) (?:de lo que hay|del inventario|de la existencia|de las existencias|sol[oa]s?)|(?:no se pueda|no puedan|no se deje) (?:comprar|pedir|apartar|rentar) cuando se (?:acabe|agote|termine)n?|(?:sepamos|saber|sepa|ver|vea|veamos|se vea)\s+cuant[oa]s?\b[^.]{0,60}?\b(?:hay|quedan|queda|tenemos|tengo)(?: disponibles?)?\s+(?:hoy |ahorita )?(?:en|de)\s+(?:cada |la |el |las |los )?(?:bodegas?|almacen(?:es)?|sucursal(?:es)?|patios?|tiendas?)|cuant[oa]s? [a-z]+ de cada [a-z]+ (?:me |nos )?(?:quedan|queda|hay)|ya no (?:aparezca|salga)n? (?:como )?disponibles?|la ultima pieza|cuant[oa]s? (?:tenemos|tengo|hay|queda|quedan) de (?:mercancia|producto|productos|inventario|material|materiales)|por agotarse|(?:no se pueda|no puedan|no me|no nos|no le) (?:comprar|pedir|vendan|compren|pidan)\s+(?:[a-z]+\s+){0,4}?(?:que ya (?:no (?:tengo|tenemos|hay|queda|quedan)|se (?:me |nos )?(?:acabo|acabaron|termino|terminaron|agoto|agotaron))|agotad[oa]s?)|se (?:agote|agoten|acabe|acaben) (?:el|la|los|las)? ?(?:producto|productos|stock|existencias)?|agotad[oa]s)\b/g,
  },
  {
    code: 'apis',
    pattern:
      /\b(?:facturacion(?: electronica)?|facturas? electronicas?|facturar|cfdi|timbrado|(?:con|al|del) (?:el )?sat\b|motor de reservas|channel manager|(?:se )?(?:conect|integr)(?:e|en|ar|arse|ado|ada|ando|andose|arlo|arla)\s+(?:con|a)\s+(?!instagram|facebook|tiktok|hubspot|salesforce|zoho)[a-z ]{0,30}?(?:sistemas?|erp|api|punto de venta|contabilidad|sap|gps|google calendar|calendario|booking|airbnb|expedia|zoom|outlook|quickbooks|contpaqi?|aspel|sat)\b|facturas? automatic[ao]s?|(?:se )?(?:pasen|pase|mande|manden|sincronice|sincronicen|compartan|jale|jalen) (?:la |los |las |el )?(?:informacion|datos|precios|ventas|inventario|existencias|pedidos) sol[oa]s?|se vea reflejad[oa] en la (?:pagina|tienda)|facturas?\b[^.]{0,40}?\b(?:la|las|lo|se) (?:haga|hagan|genere|generen|saque|emita|timbre)\s+sol[oa]s?|(?:la|las) (?:haga|hagan|genere|generen|saque|emita|timbre)\s+sol[oa]s? al (?:momento de |hacer la |terminar la )?(?:comprar|pagar|compra|pago)|facturacion automatica|jal(?:e|en|a|an|ar) sol[oa]s?|jalando (?:los |las |la |el )?(?:precios|datos|informacion|tarifas|existencias)|se (?:hable|comunique|entienda)n? con (?:el|la|nuestro|nuestra|mi) (?:programa|sistema|software|caja|punto de venta)|(?:agarre|jale|tome|traiga|lea)n? (?:los |las )?(?:precios|existencias|datos|inventario) (?:del|de nuestro|de mi) (?:sistema|programa|software|punto de venta)(?: de [a-z]+)?|sol[oa]s? (?:a|al|en) (?:mi |nuestro |el )?(?:sistema|programa|software) de (?:contabilidad|facturacion|inventario|caja|cobro|ventas)|se actualice(?:n)? sol[oa]s? (?:de|desde|con)|sol[oa]s? (?:al?|a la|en el|en la) (?:contpaqi?|aspel|sap|quickbooks|odoo|erp)\b|(?:genere|generen|haga|hagan|emita|emitan|timbre|timbren)\s+(?:su |la |sus |las )?facturas?|apis?|integraciones|erp|(?:conectad[oa]|enlazad[oa]|ligad[oa]|sincronizad[oa]|integrad[oa])\s+(?:con|a|al)\s+(?!(?:mi |el |su |la )?(?:instagram|facebook|tiktok|hubspot|salesforce|zoho|whatsapp|redes)\b)(?:[a-z]+\s+){0,2}?(?:sistema|mercado libre|amazon|punto de venta|caja|erp|sap|contpaqi?|aspel|programa|software)\b|punto de venta(?! en la nube))\b/g,
  },
  {
    code: 'ecommerce-advanced',
    pattern: /\b(?:(?:e[ -]?commerce|comercio electronico|tienda(?: en linea| online)?) avanzad[oa]|carrito(?: de compras?)?|catalogo(?: de productos)?|cupon(?:es)?(?: de descuento)?|codigos? de descuento|tallas y colores|tallas?(?: y colou?r(?:es)?)?|(?:opinion(?:es)?|resenas?|calificacion(?:es)?|estrellitas?|estrellas|comentarios?)\s+(?:[a-z]+\s+){0,2}?(?:de|a|sobre|en) (?:cada |los |el |la |las |sus |su )?(?:productos?|articulos?|compras?)|(?:califi(?:quen|car|que)|resen(?:en|ar|e)) (?:los |el |cada |sus |su )?(?:productos?|articulos?|compras?)|colou?r(?:es)? y tallas?|(?:escoj|escog|elij|eleg|seleccion)[a-z]*\b[^.]{0,60}?\b(?:talla|color|sabor|tamano|medida|largo)s?|(?:meta|metan|meter|ponga|pongan|poner|use|usen|usar|ingrese|ingresen|ingresar|capture|aplique|dar|darles|darle|den|damos)\s+(?:un |el |su |unos |sus )?codigos?\b(?! postal)|codigos?\b[^.]{0,60}?\b(?:mas barat[oa]s?|descuento|rebaja)|(?:dejar|deje|dejen) (?:una |su )?(?:resena|opinion|calificacion|comentario)|(?:tenga|tengan) (?:sus |su )?(?:estrellitas?|calificacion(?:es)?|resenas?)|comentarios de (?:la gente|los clientes|quienes?) que ya (?:lo|la|los|las) (?:probo|probaron|compro|compraron|uso|usaron)|(?:armar|arme|armen|arma) (?:su|una|tu) (?:canasta|canastita|caja|cajita)|ver (?:todo )?lo que lleva(?:n)? antes de pagar|(?:pongan|dejen|den|ponga)\s+(?:[a-z]+\s+){0,2}?estrellitas?|variantes|(?:colores|tallas|medidas|tamanos|sabores)\b[^.]{0,80}?\b(?:escoja|escojan|elija|elijan|seleccione|seleccionen)\b)\b/g,
  },
  {
    code: 'crm-integration',
    pattern: /\b(?:(?:integracion(?:es)?|conexion|conectar(?:lo|la|se)?|enlazar)\s+(?:con|a|al)\s+(?:nuestro |mi |el |un |su )?(?:crm|hubspot|salesforce|zoho)|crm|hubspot|salesforce|zoho|pipedrive|kommo|a quien(?:es)? (?:le |les )?(?:han|hemos|ha|he) (?:llamado|marcado|contactado|escrito)|en que va cada (?:venta|cliente|interesado|prospecto|trato|negocio)|(?:pase|pasen|quede|queden|caiga|caigan) a la lista de (?:mis|los|nuestros) (?:vendedores|asesores|agentes)|(?:vayan )?anotando en que (?:quedo|quedaron|va|van)\b|sepan a quien (?:llamarle|llamar|marcarle|escribirle)|les? de seguimiento|bitrix(?: ?24)?|clientify|lista de (?:interesados|prospectos|clientes potenciales)|a quien(?:es)? (?:hay que|tenemos que|debemos) (?:volver a )?(?:buscar|llamar|marcar|contactar|escribir)|seguimiento (?:de|a) (?:clientes|prospectos)|(?:dar|den|dan|damos|doy|da|darle|darles|llevar(?: el)?|llevarles|hacer|hagan) seguimiento(?! (?:a|de) (?:su |sus |los |el |mi )?(?:pedidos?|envios?|paquetes?))|prospectos|embudo de ventas|(?:queden?|caigan?|quede apuntad[oa])\s+(?:[a-z]+\s+){0,2}?(?:en una lista|apuntad[oa]s?)\b(?=[^.]*\bsi ya\b)|si ya (?:les?|la|lo|se les?) (?:llamamos|llamo|llamaron|marcamos|contactamos|hablamos|mandamos precio)|a quien(?:es)? ya (?:le |les )?(?:llame|llamamos|marque|marcamos|contacte|contactamos|escribi|escribimos)|(?:olvida|olvido|pierde|pierdo) a quien (?:le |les )?(?:mandamos|mande|llamamos|llame|cotizamos|cotice)|llevar (?:la cuenta|el control|registro) de (?:cada|los|mis|nuestros) (?:interesados?|prospectos?|clientes? potenciales)|si (?:ya )?(?:le |les )?(?:mande|mandamos) (?:el )?precio|(?:quede|queden) guardad[oa]s?\b[^.]{0,40}?\b(?:llamada|seguimiento|llamar(?:le|les)?)|no se (?:me|nos) pase (?:darle|llamarle|hablarle|marcarle)|en que (?:paso|etapa) va cada (?:quien|uno|cliente|interesado))\b/g,
  },
  {
    code: 'admin',
    pattern: /\b(?:(?:una parte|un lugar|un apartado|una seccion|un espacio)\s+(?:(?:solo |nada mas |nomas )?para (?:mi|nosotros)\s+)?(?:desde donde|donde|en (?:el|la) que)\s+(?:(?:yo|nosotros|mi [a-z]+ y yo)\s+)?(?:controle|controlemos|maneje|manejemos|administre|administremos|controlo|manejo|administro|doy de alta|demos de alta|de de alta|veo todo|vea todo|veamos todo)|(?:yo|nosotros)\s+(?:desde (?:mi|nuestro) lado\s+|desde (?:la oficina|la recepcion|mi computadora)\s+)?(?:controle|controlemos|maneje|manejemos|administre|administremos|vea|veamos|pueda ver|podamos ver) todo\b|panel (?:de )?(?:administracion|administrador|admin|control)|panel administrativo|dashboard administrativo|back ?office|administrador del sitio|(?:un |mi |el )?(?:dashboard|tablero) (?:donde|en (?:el|la) que|para) (?:yo|nosotros|mi equipo|(?:yo |nosotros )?(?:vea|veamos|pueda|podamos|administre|administremos|controle))|(?:un |mi |el )panel(?! de (?:usuario|cliente))(?: (?:para mi|pa mi|para nosotros|interno))?)\b/g,
  },
  {
    code: 'custom-ml',
    pattern: /\b(?:(?:salgan|aparezcan|recomiende|sugiera)\s+(?:otros|otras|mas)\s+[a-z]+\s+que (?:le |les )?(?:podrian|puedan|pueden) gustar|(?:el sistema |que )aprenda\b|(?:sistema|pagina|app|aplicacion|programa)\s+(?:[a-z]+\s+){0,2}?(?:aprenda|aprende)\b|vaya aprendiendo|(?:calcule|diga|estime|prediga)\b[^.]{0,60}?\bcuant[oa]s?\s+[a-z]+\s+(?:vamos|voy|van|va) a (?:cosechar|vender|necesitar|producir|ocupar)|(?:diga|avise)\s+(?:con tiempo\s+)?cuando es probable|(?:aparezcan|salgan|recomiende|recomienden|sugiera|sugieran|muestre|muestren)\s+(?:[a-z]+\s+){0,3}?(?:segun|de acuerdo a|con base en|basad[oa]s? en) (?:lo que|sus|su) (?:ya )?(?:nos |me |le )?(?:ha |han )?(?:comprado|compra|compras|gustos|historial|pedidos)|(?:el sistema|la pagina|la app|la aplicacion) (?:le |les )?(?:diga|digan|recomiende|sugiera)\s+(?:sol[oa]\s+)?(?:que|cual)\b|(?:sistema|aplicacion|app|pagina|programa|computadora)\s+(?:[a-z]+\s+){0,2}?(?:reconozca|identifique|detecte|adivine)\b|adivin(?:e|en|ar)\s+(?:[a-z]+\s+){0,3}?cuant[oa]s?|(?:calcule|prediga|adivine|estime|diga)\s+(?:[a-z]+\s+){0,3}?cuando\s+(?:se\s+)?(?:le |les |me |nos )?(?:va|van) a (?:acabar|terminar|necesitar|ocupar|pedir|agotar)|aprendiendo (?:de|con) (?:lo que|los|las|sus)|(?:le |les )?(?:proponga|propongan|sugiera|sugieran|recomiende|recomienden|ofrezca) (?:otros|otras|mas) [a-z]+ (?:parecid[oa]s|similares)|(?:proponga|propongan|sugiera|sugieran|recomiende|recomienden|muestre|muestren)\s+(?:[a-z]+\s+){0,4}?que (?:le|les) (?:van a gustar|gusten|podrian gustar|pueden interesar)|(?:productos|articulos|cosas|libros|platillos) que (?:le|les) (?:pueden|puedan|podrian) (?:interesar|gustar)|segun lo que (?:ya )?(?:ha|han) (?:comprado|visto|pedido|calificado)|(?:cual|cuales|que [a-z]+) (?:es|son) probable|inteligencia artificial|ia|machine learning|aprendizaje automatico|recomiende(?:n)? productos|pronosticos?(?! del? (?:mar|clima|tiempo|oleaje|mareas))|predecir|predigan?|(?:me |nos )?(?:diga|digan|calcule|calculen|sugiera|sugieran|estime|estimen) (?:cuant[oa]s?|que tant[oa]s?) (?:[a-z]+ ){0,2}(?:voy|vamos|van|va) a (?:necesitar|vender|ocupar|pedir)|recomendaciones personalizadas|predicciones|modelo predictivo)\b/g,
  },
  // Tenth round (development-17): features told as what happens today or what must happen, in new words.
  // Answered by the site itself or by someone at once: "algo en la página que les conteste eso solito",
  // "que le conteste algo solito lo básico", "contestarles desde mi celular, al momento", "uno de nosotros
  // le vaya respondiendo mientras sigue en la página".
  {
    code: 'chat',
    pattern:
      /\b(?:(?:conteste|contesten|responda|respondan)\s+(?:[a-z]+\s+){0,3}?sol(?:it)?[oa]s?|(?:contest|respond)[a-z]*\s+(?:[a-z]+,?\s+){0,5}?(?:al momento|en el momento|al instante)|(?:vaya|vayan|este|esten)\s+(?:respondiendo|contestando)\b[^.;]{0,40}?\bmientras (?:sigue|siga|esta|este) en (?:la pagina|el sitio)|al momento,?\s+a (?:los|las|quienes) que (?:me |nos )?(?:pregunten|escriban))\b/g,
  },
  // Another system the site reads or writes: "que lo que se venda se descuente también en ese programa",
  // "tomando la información directo del sistema de la aseguradora", "que la página tome de ahí los
  // modelos y los precios", "el tipo de cambio … tomándolo del Banco de México".
  {
    code: 'apis',
    pattern:
      /\b(?:se descuente(?:n)? (?:tambien |solo |sol[oa] )?(?:en|de|del) (?:ese|el|mi|nuestro|su) (?:programa|sistema|software)|(?:tomando|tome|tomen|jalando|jale|jalen|sacando|saque|saquen)(?:la|lo|los|las)?\s+(?:la |los |las )?(?:informacion|datos|info)?\s*(?:directo|directamente)?\s*(?:del|de la|de su|de nuestro) (?:sistema|programa|base de datos|software)|(?:tome|tomen|jale|jalen|saque|saquen|lea|lean)\s+de ahi\s+(?:los |las )?(?:modelos|precios|productos|datos|existencias|articulos)|tipo de cambio\b[^.;]{0,60}?\b(?:banco de mexico|banxico|se actualice sol[oa]))\b/g,
  },
  // Finding one thing among many: "que pueda teclear 'pija de una pulgada' y le aparezca luego luego",
  // "buscar por el nombre de la sal o por el de la marca", "busquen la pieza poniendo la marca",
  // "que escoja 'nomás camionetas…' y le salgan esas".
  {
    code: 'search-advanced',
    pattern:
      /\b(?:(?:teclear|teclee|tecleen|escribir|escriba|escriban)\s+[^.;]{0,60}?\by (?:le |les )?(?:aparezca|aparezcan|salga|salgan)\b|buscar(?:lo|la|los|las)? por (?:el |la |su )?(?:nombre|marca|modelo|autor|titulo|precio|talla|color|codigo|clave|zona|colonia)\b|(?:busquen|busque|buscar)\s+(?:[a-z]+\s+){0,3}?poniendo\b|y (?:le |les )?salgan? (?:nomas |nada mas |solo )?(?:esas|esos|esa|ese)\b)/g,
  },
  // Whether there is any: "que el cliente vea si la medicina está disponible en la sucursal".
  { code: 'inventory', pattern: /\b(?:(?:vea|vean|ver|saber|sepa|sepan|checar|cheque|chequen)\s+si\s+(?:el |la |los |las |su |sus )?[a-z]+\s+(?:esta|estan)\s+disponibles?|(?:esta|estan) disponibles? en (?:la |su |cada |que )?(?:sucursal|tienda|bodega|almacen))\b/g },
  // Their own files: "que los alumnos entreguen sus tareas en la plataforma", "ya adentro baje sus planos".
  {
    code: 'file-management',
    pattern:
      /\b(?:(?:entreguen|entregue|manden|mande|suban|suba)\s+sus\s+(?:tareas|trabajos|evidencias|proyectos|documentos)\s+(?:en|por)\s+(?:la |el )?(?:plataforma|pagina|sitio|app)|(?:baje|bajen|bajar|descargue|descarguen|descargar)(?:se)?\s+(?:sus|su|los|las)\s+(?:planos|archivos|documentos|pdfs?|estudios|facturas|recibos|contratos|tareas|partituras|constancias|certificados))\b/g,
  },
  // The owner's own screen: "ver desde mi compu todos los carros", "una pantalla donde vea todos los
  // trámites", "una parte escondida donde la coordinación dé de alta".
  {
    code: 'admin',
    pattern:
      /\b(?:(?:ver|vea|veamos|tener)\s+desde\s+(?:mi|la|nuestra)\s+(?:compu|computadora|oficina|escritorio)\s+tod[oa]s?\b|una (?:sola )?pantalla (?:donde|en la que|para que) (?:yo |nosotros |mi [a-z]+ )?(?:vea|veamos|vean|pueda ver|controle)\s+tod[oa]s?\b|(?:una parte|un apartado|una seccion|un lugar) (?:escondid[oa]|ocult[oa]) (?:donde|para))/g,
  },
  // A message when something changes: "¿se les puede mandar un mensaje a los alumnos cuando les cambian la clase?".
  { code: 'notifications', pattern: /\bmandar(?:les|le)?\s+un (?:mensaje|mensajito|aviso|correo|sms|whats)\s+(?:a (?:los|las|sus|cada) [a-z]+\s+)?cuando\b/g },
  // Their own corner: "que cada papá tuviera su rinconcito en la página donde vea en qué nivel va su hijo".
  { code: 'user-dashboard', pattern: /\bsu (?:rinconcito|rincon|espacio|espacito|lugarcito|apartado|cuentita)\s+(?:en la pagina\s+|en el sitio\s+)?(?:donde|en el que|para que) (?:vea|vean|pueda ver|puedan ver|consulte|consulten|cheque|chequen)\b/g },
  // Putting several together before paying: "que vaya juntando varias prendas antes de pagar todo junto".
  { code: 'ecommerce-advanced', pattern: /\b(?:vaya|vayan|ir|pueda ir|puedan ir) (?:juntando|apartando|agregando|echando)\s+(?:[a-z]+\s+){0,3}?antes de pagar\b/g },
  // Understood without Spanish: "que los extranjeros entendieran todo, aunque no sepan español".
  { code: 'multi-language', pattern: /\b(?:(?:entiendan|entendieran|entienda|entendiera|lean|leyeran)\s+(?:tod[oa]|la pagina|el sitio)\b[^.;]{0,30}?\b(?:aunque |si )?no (?:sepan|hablen|sepa|hable|saben|hablan) (?:espanol|castellano)|(?:aunque )?no (?:sepan|hablen|sepa|hable|entiendan|entienda) (?:espanol|castellano))\b/g },
  // Being found: "cuando alguien escriba 'birria en Tijuana' en internet salgamos", "que los que buscan en
  // internet dónde comprar pan den con nosotros", "buscan cabañas en internet y nosotros ni existimos".
  {
    code: 'seo',
    pattern:
      /\b(?:cuando (?:alguien|la gente|uno|una persona|los [a-z]+|las [a-z]+)\s+(?:ponga|pongan|escriba|escriban|teclee|tecleen|busque|busquen|busca|buscan)\s+(?:[a-z']+\s+){0,5}?en (?:internet|google|el buscador)\b[^.;]{0,40}?\b(?:salgamos|salga|aparezcamos|aparezca|nos encuentren|me encuentren|nos vean)\b|(?:busca|buscan|busque|busquen)\s+en (?:internet|google)\b[^.;]{0,60}?\b(?:den|de|demos|llegue|lleguen) con (?:nosotros|migo|conmigo)|(?:busca|buscan|busque|busquen)\b[^.;]{0,60}?\ben (?:internet|google)\b[^.;]{0,80}?\bni (?:existimos|existo|aparecemos|salimos))\b/g,
  },
  // "que se pueda abrir bien desde el teléfono", "que se lea cómodo desde el teléfono".
  {
    code: 'responsive',
    pattern:
      /\b(?:(?:abrir|abra|abran)(?:se|la|lo)?\s+(?:bien|comod[oa]|facil)\s+(?:desde|en)\s+(?:el |la |su |un )?(?:telefono|celular|cel|movil|tableta)|(?:leer|lea|lean|ver|vea|vean|navegar|usar|use|usen)(?:se|la|lo)?\s+(?:comod[oa]|comodamente|a gusto|facil|facilito)\s+(?:desde|en)\s+(?:el |la |su |un )?(?:telefono|celular|cel|movil|tableta)|(?:acomode|adapte|ajuste)n?\s+a\s+(?:la |su )?pantall(?:a|ita)s?\s+(?:del?|de su)\s+(?:celular|telefono|cel|movil)|no se vea(?:n)? tod[oa]s? (?:chica|chiquita|chiquitita|pequena|diminuta)s?)\b/g,
  },
  // "que la gente pueda pasarle el reto a sus amigos con un botón", "que la mamá las pase a su Face".
  {
    code: 'social',
    pattern:
      /\b(?:pas(?:ar|e|en)(?:le|les|lo|la|los|las)?|mand(?:ar|e|en)(?:le|les)?|compart(?:ir|a|an)(?:le|les|lo|la|los|las)?)\s+(?:[a-z]+\s+){0,5}?(?:a sus (?:amigos|amigas|compas|cuates|conocidos|contactos)|a su (?:face|facebook|insta|instagram|whats|whatsapp|muro|perfil))\b/g,
  },
  // Who was called and where each interested person stands: "a quién ya le llamaron", "a quién hay que
  // llamarle", "en qué paso va cada una", "el programa donde llevan a cada interesado".
  {
    code: 'crm-integration',
    pattern:
      /\b(?:a quien(?:es)? ya (?:le |les )?(?:llamaron|marcaron|contactaron|escribieron|hablaron)|a quien(?:es)? (?:hay que|tenemos que|tienen que|debemos) (?:volver a )?(?:buscar|llamar|marcar|contactar|escribir|hablar)(?:le|les)|en que (?:paso|etapa) va cada (?:una|persona|quien|uno)|(?:lleva|llevan|llevo|tienen|tiene|tengo) a cada (?:interesad[oa]|prospecto|cliente)|(?:a )?la gente interesada y en que (?:paso|etapa)|en que quedo cada (?:uno|una|quien|interesad[oa]|cliente))\b/g,
  },
  // "cuántos socios nuevos me entran cada mes", "cuántos entraron a la página", "qué carro jaló más gente",
  // "cuáles recetas son las que más visita la gente", "cuánta gente entra a ver cada desarrollo".
  {
    code: 'analytics',
    pattern:
      /\b(?:cuant[oa]s\s+[a-z]+(?:\s+nuev[oa]s)?\s+(?:me |nos )?(?:llegan|entran|se inscriben|se registran|se dan de baja)\b|cuant[oa]s\s+(?:entraron|entran|visitaron|vieron)\s+(?:a\s+)?(?:la pagina|el sitio)|(?:que|cual|cuales)\s+[a-z]+\s+(?:jalo|jala|atrajo|atrae|llamo|llama)\s+mas\s+(?:gente|atencion)|(?:cuales|que)\s+[a-z]+\s+son\s+(?:las|los)\s+que\s+mas\s+(?:visita|visitan|ve|ven|lee|leen|busca|buscan)|cuant[oa]s?\s+(?:gente|personas|visitantes)\s+(?:entra|entran)\s+a\s+ver\b)/g,
  },
  // "le salgan otros que le podrían gustar, según lo que cada quien ha comprado"; "que me diga qué piezas
  // voy a necesitar".
  {
    code: 'custom-ml',
    pattern:
      /\b(?:(?:salgan|aparezcan|recomiende|sugiera|muestre)\s+(?:otros|otras|mas)\s+que (?:le |les )?(?:podrian|puedan|pueden|van a) (?:gustar|interesar)|segun lo que cada (?:quien|uno|cliente) (?:ya )?(?:ha|haya) (?:comprado|visto|pedido)|(?:me |nos )?(?:diga|digan|calcule|sugiera|estime)\s+que\s+[a-z]+\s+(?:voy|vamos|van|va)\s+a\s+(?:necesitar|vender|ocupar|pedir)|(?:le |les )?diga que tiene\b(?=[^.;]*\b(?:foto|fotos|imagen)\b)|(?:foto|fotos)\b[^.;]{0,60}?\b(?:la pagina|el sistema|la app)\s+(?:le |les )?(?:diga|digan)\s+que\s+(?:tiene|es))\b/g,
  },
  // Twelfth round: features said as a story of how the business would work.
  // "que lo puedan leer en japonés y en coreano", "¿la podemos tener en inglés también?".
  { code: 'multi-language', pattern: /\b(?:leer|lea|lean|leyera|leyeran|tener|tenerla|tenerlo|tenga|tengamos|ver|verla|verlo|vea|vean)\s+(?:[a-z]+\s+){0,2}?en\s+(?:ingles|frances|aleman|japones|coreano|chino|italiano|portugues)(?:\s+(?:y|o|e)\s+(?:en\s+)?(?:ingles|frances|aleman|japones|coreano|chino|italiano|portugues))*\b/g },
  // "le toque encontrarnos a nosotros": the one found first.
  { code: 'seo', pattern: /\b(?:le |les )?toque (?:encontrarnos|encontrarme|dar con nosotros|dar conmigo)\b/g },
  // "que me suene el teléfono en cuanto entre un pedido", "que le llegue solito un recadito al teléfono".
  {
    code: 'notifications',
    pattern:
      /\b(?:(?:me|nos|le|les) suene el (?:telefono|celular|cel)|(?:le|les|me|nos) (?:llegue|lleguen) (?:sol[oa] |solit[oa] )?(?:al (?:telefono|celular|cel) )?(?:un |una )?(?:recadito|textito|mensajito|texto|avisito|recordatorio|sms))\b/g,
  },
  // The owner's own content, put by them: "que mi recepcionista ponga ella misma lo de las campañas",
  // "que yo ponga cada semana las fechas".
  {
    code: 'cms',
    pattern:
      /\b(?:(?:yo|nosotros|ella)\s+(?:mism[oa]s?\s+)?(?:ponga|pongamos|pueda poner|podamos poner)\s+(?:cada (?:semana|mes|dia|temporada) )?(?:las|los|lo de)\b|(?:ponga|pongan|pongamos|suba|suban|cambie|cambien|actualice|actualicen)\s+(?:ella|el|yo|nosotros|ellos|ellas)\s+mism[oa]s?)/g,
  },
  // An answer given alone at any hour, or a talk with a seller on the page.
  {
    code: 'chat',
    pattern:
      /\b(?:(?:le|les) (?:conteste|contesten|responda|respondan)\s+(?:algo\s+)?(?:sol[oa]|solit[oa]|al momento|al instante)|(?:platicar|platiquen|platique|chatear|chateen) con (?:alguno de |uno de |alguien de )?(?:nuestros|mis|los) [a-z]+ ahi mismo)\b/g,
  },
  // "que diga a cada alumno qué lección le conviene seguir", "que calcule cuánta masa hay que preparar".
  {
    code: 'custom-ml',
    pattern:
      /\b(?:(?:diga|sugiera|recomiende)\s+a cada [a-z]+ (?:que|cual) [a-z]+ (?:le conviene|le va a gustar|le toca|seguir)|(?:calcule|prediga|adivine|estime|pronostique)\b[^.;]{0,80}?\bcuant[oa]s? [a-z]+ (?:hay que|vamos a|voy a|se va a|se van a) [a-z]+)/g,
  },
  // Figures pulled from, or orders sent to, a program the business already runs.
  {
    code: 'apis',
    pattern:
      /\b(?:aparezca|aparezcan|caiga|caigan|pase|pasen|llegue|lleguen|se jalen|se jale|jale|jalen)\s+(?:sol[oa]s?\s+|solit[oa]s?\s+|directo\s+|automatic[oa]s?\s+)?(?:en|al|del|de)\s+(?:el\s+)?(?:programa|sistema|software)\s+(?:de (?:la )?(?:caja|cobro|ventas|facturacion|contabilidad)|que ya (?:usamos|tenemos|uso|tengo))\b/g,
  },
  // Variants, a basket, discount codes and reviews.
  {
    code: 'ecommerce-advanced',
    pattern:
      /\b(?:(?:escoja|escojan|elija|elijan|seleccione|seleccionen|escoger|elegir)\s+(?:si lo quiere(?:n)? |su |el |la )?(?:talla|tamano|numero de pie|medida|tono|chico|tipo de papel)|(?:juntar|junte|junten|juntando)\s+vari[oa]s\s+[a-z]+|(?:dejen|deje|dejar)\s+sus estrellitas|que les parecio a otros|codigo para que (?:les|le) salga)\b/g,
  },
  // Who asked, and when they were called: "que quede apuntado quién preguntó…, cuándo le marcó el vendedor".
  {
    code: 'crm-integration',
    pattern:
      /\b(?:quede|queden) (?:apuntad[oa]s?|anotad[oa]s?|registrad[oa]s?)\b(?=[^.;]{0,80}?\b(?:le|les) (?:marco|marcamos|marcaron|llamamos|llamo|llamaron)\b)/g,
  },
  // What the business publishes on its profiles shown on the page by itself.
  {
    code: 'social',
    pattern:
      /\b(?:lo|los|las) (?:[a-z]+ )?(?:que|q) (?:ponemos|publicamos|subimos|vamos publicando|vamos subiendo|posteamos)\s+en\s+(?:nuestro|nuestra|nuestros|mi|el|la)\s+(?:perfil|face|facebook|insta|instagram|tiktok|youtube|canal|redes)\b[^.;]{0,80}?\bse vean?\b/g,
  },
]

/**
 * What the visitor's business is, not what its site must do: a language it teaches ("escuela de
 * inglés", "clases de idiomas", "colegio bilingüe") is no multi-language site; "es para mi salón de
 * belleza" says whose site it is. Masked before either
 * pass of findFeatures reads the clause.
 */
export const BUSINESS_NOT_FEATURE =
  /\b(?:escuelas?|academias?|clases?|cursos?|maestr[oa]s?|profesor(?:a|es|as)?|institutos?|centros?|talleres?|tutorias?|asesorias?|colegios?|examen(?:es)?|certificacion(?:es)?|ensenanza|ensenar|ensenamos|ensena|aprender|aprendan|aprenda|practicar|nivel(?:es)?)\s+(?:(?:de|del|en)\s+)?(?:(?:el|los|la)\s+)?(?:idiomas?(?:\s+como\s+(?:el\s+)?ingles)?|ingles|frances|aleman|chino|japones|italiano|portugues|bilingues?)\b|\b(?:escuela|colegio|kinder|preescolar|primaria|secundaria|preparatoria|prepa|guarderia|instituto|educacion|programa)s?\s+bilingues?\b|\binscripcion(?:es)?\b|\b(?:tipo|como|ser) (?:una )?red social\b|\b(?:que (?:es|sea|significa)|no se que (?:es|sea))\s+(?:eso\s+)?(?:(?:del?|lo del?)\s+)?(?:seo|cms|api|apis|crm|responsive|hosting|dominio)\b|\b(?:seguimos|sigo|siguen|seguiremos)\s+(?:[a-z]+\s+){0,2}por (?:whatsapp|telefono|instagram|facebook|booking|airbnb)\b|\b(?:(?:ahi|alli|aqui|en ese|en el mismo|ese|el mismo)\s+(?:mismo\s+)?(?:numero\s+)?(?:tengo|tenemos|tiene|hay|es|esta(?: en)?|tambien)\s+(?:tambien\s+)?(?:el\s+)?whatsapp|(?:escriban|escriba|escribanme|contacten|contacte|contactan|hablen|marquen|mandan mensaje|manden mensaje|comunicamos|comunico|atendemos|atiendo|contestamos|contesto|platicamos|muevo|movemos|manejo|manejamos|recibo|recibimos|tomo|tomamos|vendo|vendemos|mando|mandamos|envio|enviamos|me llega|me llegan|nos llega|nos llegan|me escriben|nos escriben|me contactan|nos contactan|me piden|nos piden)\s+(?:[a-z]+\s+){0,4}?(?:al|por|a mi|por el|en el|por mi|en mi)\s+(?:(?:pagina|perfil|cuenta)\s+)?(?:de\s+)?(?:whatsapp|facebook|instagram)(?:\s+(?:y|e)\s+(?:por |en )?(?:el |mi )?(?:(?:pagina|perfil|cuenta)\s+)?(?:de\s+)?(?:whatsapp|facebook|instagram))*)(?:\s+tambien)?\b|\b(?:ahorita|ahora|actualmente|hasta ahora|por ahora|hoy|ya)\b[^,.;]*?\b(?:por|en|de) (?:instagram|facebook|whatsapp|tiktok|marketplace|mercado libre|etsy|amazon|correo|redes(?: sociales)?)(?:\s+(?:y|e|o)\s+(?:por |en )?(?:instagram|facebook|whatsapp|tiktok|marketplace|mercado libre|etsy|amazon))*\b|\b(?:tengo|tenemos|solo tengo|solo tenemos)\s+(?:(?:un|una|mi|nuestra|nuestro|pagina|perfil|cuenta|fan page)\s+)*(?:(?:de|en) )?(?:facebook|instagram|tiktok)\b(?:\s+(?:y|e)\s+(?:facebook|instagram|tiktok|whatsapp))*|\b(?:facebook|instagram|whatsapp|tiktok|youtube)\b[^.;]{0,50}?\b(?:eso |esa |ese )?(?:ya (?:lo|la) (?:tenemos|tengo)|asi se queda(?:n)?|(?:lo|la|los|las) manej(?:a|an|o|amos) (?:yo|mi [a-z]+|nosotros))\b|\b(?:del|desde el) buscador\b|\b(?:me|nos) (?:los |las )?(?:maneja|manejan|lleva|llevan|hace|hacen) (?:el |la |los |las |mis )?(?:facebook|instagram|tiktok|redes(?: sociales)?)(?:\s+(?:y|e)\s+(?:el |la )?(?:facebook|instagram|tiktok))*|\b(?:los |las )?(?:posts?|publicaciones|historias) (?:del?|en) (?:facebook|instagram|tiktok)\b(?=[^.;]*\b(?:me|nos) (?:los|las) (?:hace|hacen|maneja|manejan|sube|suben)\b)[^.;]*|\b(?:los |las )?(?:pedidos|citas|reservaciones|ordenes) (?:me|nos) (?:los|las) (?:hacen|piden|mandan) por (?:whatsapp|telefono|mensaje|facebook|instagram)\b|\b(?:se lo|se la|se los|se las) (?:llevamos|entregamos|mandamos) (?:nosotros )?(?:mism[oa]s )?a domicilio\b[^.;]*|\b(?:los fletes|el flete|el envio|los envios)\s+(?:los |lo )?(?:contrata|paga|pone|arregla)n? el cliente\b[^.;]*|\b(?:el|la|los|las) [a-z]+ de (?:la|el)\s+(?:pagina|sitio)?\s*de (?:la competencia|mi competencia|un amigo|una amiga|mi vecino)\b[^.;]*|\b(?:me |nos |las |los |lo |la )?(?:pagan|pagamos|cobramos|cobro)\s+(?:por transferencia|en efectivo|con transferencia|al banco|en el banco|en la tienda|en el local|cuando recogen|cuando llega|contra entrega|por deposito)\b[^.;]*|\bmi cuenta(?= (?:de|del|en) (?:facebook|instagram|tiktok|youtube)\b)|\b(?:me|nos) (?:los |las |lo |la )?(?:mandan|envian|pasan|llegan)\s+(?:por|al) (?:correo|whatsapp|telefono|facebook)(?:\s*,?\s*(?:y |o )?(?:por |al )?(?:correo|whatsapp|telefono|facebook))*|\bpara (?:facturar|la facturacion|la contabilidad) (?:uso|usamos|tengo|tenemos|ya tengo|ya tenemos)\b[^.;]*|\b(?:el cobro|los pagos|el pago|cobramos|cobro|nos pagan|me pagan|pagan)\s+(?:es |son |lo hacemos |se hace )?(?:en efectivo|contra entrega|al entregar)\b[^.;]*|\b(?:cursos?|clases?)\s+(?:[a-z]+\s+){1,2}de\s+(?:ingles|idiomas?|frances)\b|\bya (?:tenemos|tengo|usamos|uso|manejamos|manejo) (?:el |un |una |mi |nuestro |nuestra )?(?:(?:pagina|perfil|cuenta) de )?(?:facebook|instagram|whatsapp|tiktok)\b(?:\s+(?:y|e)\s+(?:facebook|instagram|whatsapp|tiktok))*(?:\s+y\s+ahi\s+[a-z ]+?(?=[,.;]|$))?|\b(?:los |las )?(?:pedidos|reservaciones|citas|ventas|ordenes) (?:son|los tomamos|las tomamos|llegan|me llegan|nos llegan) por (?:whatsapp|telefono|facebook|instagram)(?:\s+(?:y|e|o)\s+(?:por |en )?(?:el |mi )?(?:whatsapp|telefono|facebook|instagram))*\b|\bse (?:me |nos |te )?(?:envio|mando|fue)\s+(?:incomplet[oa]|antes|sin querer|mal|a medias)\b|\b(?:ya\s+)?(?:hacemos|hago|damos|doy|tenemos|tengo|ofrecemos|ofrezco|contamos con|manejamos|manejo)\s+(?:[a-z]+\s+){0,2}?(?:entregas?|envios?|servicio|reparto|repartos)\s+(?:a domicilio|locales|gratis)\b[^,.;]*|\b(?:el|la|mi|nuestro|nuestra|un|una) contador(?:a)?\s+(?:[a-z]+\s+){0,10}?(?:facturas?|facturacion|contabilidad|impuestos)\b|\b(?:ya\s+)?(?:tenemos|tengo|usamos|uso)\s+(?:un |una |el |nuestro |mi )?(?:punto de venta|sistema de caja|terminal)\b|\b(?:persiguiendo|correteando|corretear|perseguir|persigo|correteo)\b[^.;]{0,40}?\b(?:para|pa) que (?:me |nos )?pague(?:n)?\b|\bsin que (?:tengan|tenga) que (?:venir|ir|pasar)\b[^.;]{0,30}?\ba pagar\b|\b(?:los |las )?(?:pagos|cobros|apartados|colegiaturas|cuotas) (?:los|las) (?:seguimos|sigo|seguiremos|vamos a seguir) (?:recibiendo|cobrando|haciendo|tomando)\b[^.;]*|\b(?:es|seria|sera)\s+para\s+(?:mi|nuestro|nuestra)\s+(?!(?:clientes|alumnos|pacientes|usuarios|socios)\b)[a-z]+(?:\s+de\s+[a-z]+)?(?=\s*(?:[,.;]|$))/g
