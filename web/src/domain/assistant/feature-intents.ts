// What visitors say when they mean a catalogue feature without its catalogue words: verbs in any person
// ("que se adapte a los teléfonos", "que me paguen con tarjeta", "mandarlas por paquetería"), the
// everyday name of a thing ("recordatorios por whats", "cupones"). The catalogue's own names and
// synonyms (CMS) are matched beside these; a code missing from the catalogue is never produced.
// Patterns run on normalised folded text (normalize-spanish.ts). Order matters: a phrase taken by one
// code is not read again ("pagos recurrentes" is a subscription, not a payment).
export const FEATURE_INTENTS: readonly { readonly code: string; readonly pattern: RegExp }[] = [
  // Figures the owner wants to see, before payments reads "cuánto se cobró" as a way to pay.
  {
    code: 'analytics',
    pattern:
      /\b(?:cuanto (?:se )?(?:cobro|cobramos|cobre|cobraron|vendimos|vendi|vendo|vendemos|entra|entro|ha entrado|ganamos|gane|facturamos)|(?:mas|menos) (?:leid[oa]s|visitad[oa]s|vist[oa]s|vendid[oa]s)|de (?:donde|que ciudad|que campana) (?:vienen|llegan)|que anuncios funcionan|(?:ver|saber|vea|sepa|sepamos|conocer)\s+(?:[a-z]+\s+){0,2}cuant[oa]s (?!(?:piezas|productos|unidades|articulos|cosas|cajas|prendas|paquetes|botellas|modelos)\b)[a-z]+ (?:activ[oa]s|tengo|tenemos|hay|llegan|entran|visitan))\b/g,
  },
  // What the site's users send up ("que los pacientes puedan subir sus radiografías", "suba foto de su
  // licencia"); the owner's own photos ("que yo pueda subir las fotos de cada casa") are content (CMS).
  {
    code: 'file-management',
    pattern:
      /\b(?:(?:suban|puedan subir|puedan cargar|puedan adjuntar|nos suba|nos suban|me suba|me suban)\s+(?!(?:(?:sus|las|los|su|el|la|una|un) )?(?:notas|noticias|articulos|textos|publicaciones|entradas|posts)\b)(?:sus |las |los |su |el |la |una |un )?[a-z]+|(?:pueda|puedan) (?:mandar|enviar|subir)(?:me|nos)? (?:por (?:ahi|aqui|la pagina|el sitio) )?(?:escanead[oa]s |en pdf |digitalizad[oa]s )?(?:sus |los |las |su )?(?!(?<=\b(?:yo|nosotros|yo mism[oa]|nosotros mism[oa]s) (?:pueda|puedan) (?:subir|mandar|enviar) (?:sus |los |las |su )?)(?:fotos|videos)\b)(?:documentos|archivos|fotos|papeles|comprobantes|facturas|pdfs?|radiografias|estudios|analisis|planos|recibos|identificaciones|evidencias|videos|pasaportes|actas|contratos|credenciales)|(?:adjuntar|adjunten|adjunte|anexar|anexen)\s+(?:sus |las |los |su |el |la )?[a-z]+|suban? (?:una |la |su )?(?:foto|fotos|imagen|copia|escaneo)s? de su)\b/g,
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
      /\b(?:pagos? recurrentes?|cobros? (?:mensual(?:es)?|recurrentes?|automatic[oa]s?)|(?:pague|paguen|pagar|paga|cobrar|cobre|cobro|cuota|cuotas)\s+(?:su |sus |la |una )?(?:cada mes|mensual(?:es|mente)?|cuota mensual|mensualidad(?:es)?)|mensualidad(?:es)?|colegiaturas? mensual(?:es)?|suscribir(?:se)? para (?:donar|pagar|apoyar)|(?:donar|aportar|apoyar) cada mes|padrinos|apadrinar|(?:donativos?|donaciones|aportaciones|cuotas?) (?:mensual(?:es)?|recurrentes?)(?: recurrentes?)?|donantes? mensual(?:es)?|plan(?:es)? (?:mensual(?:es)?|recurrentes?|anual(?:es)?)(?: recurrentes?)?|(?:se (?:le |les )?|les? )?cobr(?:e|en|ar|a)\s+(?:su |la |una )?(?:membresia|mensualidad|suscripcion|cuota)(?: mensual)?|cada mes se (?:le |les )?cobr(?:a|e|en)|se (?:le |les )?cobr(?:a|e) (?:solo |solito |automatic(?:o|amente) )?cada mes|suscripcion(?:es)?|suscri(?:ba|ban|bir|birse|ptores)|(?:se (?:le |les )?)?(?:cargue|carguen|cobre|cobren)\s+(?:[a-z]+\s+){0,4}?cada mes|cobrandoles? automatic[oa]|membresias?|planes (?:mensuales|de pago)|contenido exclusivo|(?:solo )?(?:los|las|quienes) (?:que )?(?:pagan|paguen|pagaron|esten suscrit[oa]s)\b(?= (?:lo|la|los|las) (?:puedan )?(?:vean|ver|puedan))|(?:solo )?(?:los|las|quienes) (?:que )?(?:pagan|paguen|pagaron) (?:las |los |lo )?(?:puedan|pueden) ver)\b/g,
  },
  // Their own records, before payments reads "para ver sus pagos" as a way to pay: what the site's users
  // see of their own ("que vean sus recibos", "vea su plan de alimentación", "el expediente de su
  // mascota", "cuánto me deben"), never the business's own things ("que vean sus productos"). Results,
  // classes and courses seen online are files or content to most writers, not an area of clients.
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:(?:vean|ver|vea|viera|vieran|consulten|consultar|consulte|revisen|revisar|revise|chequen|checar)\s+(?:en linea\s+)?(?:su|sus)\s+(?!(?:productos?|servicios?|fotos|trabajos|precios|promociones|videos|redes|pagina|sitio|negocio|ubicacion|menu|catalogo|instalaciones|horarios|platillos|opciones|modelos|resultados|clases|cursos|lecciones|materiales|prospectos)\b)[a-z]+|(?:vean|ver|vea|consulten|consultar|revisen|revisar|chequen|checar)\s+(?:el|la|los|las)\s+(?!estado\b|estatus\b|status\b)[a-z]+(?:\s+(?:y|e)\s+(?:el|la|los|las)\s+[a-z]+)?\s+de su\b|(?:vean|ver|vea|consulten|consultar|revisen|revisar|chequen|checar|sepan|saber|sepa)\s+(?:cuanto|que [a-z]+|lo que) (?:me |nos |le |les )?deben|(?:todos |todas )?sus (?:pagos|pedidos|compras|citas|consultas|facturas|recibos|ordenes) (?:anteriores|pasad[oa]s|previ[oa]s|de antes)|(?:vea|vean|ver|consulte|consulten|revise|revisen|cheque|chequen)\s+lo de (?:su|sus) [a-z]+)\b/g,
  },
  {
    code: 'payments',
    pattern:
      /(?<!cuanto\s(?:(?:puedo|podria|quiero|quiere|quieren|puede|pueden|voy a|pienso|piensa|piensan|desea|desean)\s)?)\b(?:(?<!se lo )(?<!\b(?:venir|ir|pasar|vayan|vengan|venga|vaya) a )pag(?:os?|ar|uen|ue|an|en|ando)(?!\s+(?:sus |los |el )?(?:impuestos|predial))|cobr(?:ar|e|en|os?)|(?<!(?:goleo|goles|faltas|amonestaciones) y )tarjetas?(?! (?:amarillas?|rojas?))(?: de (?:credito|debito))?|meses sin intereses|oxxo|spei|paypal|stripe|mercado ?pago|transferencia|pasarela|terminal virtual|colegiaturas?|ofrendas?|donativos?|donaciones|diezmos?|don(?:ar|en)|con (?:su |tu |mi )?plastico)\b(?!\s+(?:de|del)\s+(?:envio|dominio|hosting))/g,
  },
  {
    code: 'shipping',
    pattern:
      /\b(?:(?:mand|envi|llev|entreg)(?:ar|arl[oa]s|e|en|o|amos|emos|arselos|arselas|ue|uen|a|an|ando)\s+(?:[a-z]+\s+){0,2}(?:por paqueteria|a domicilio|a (?:todo|toda|cualquier) (?:el |la )?(?:pais|mexico|republica|parte)|hasta su casa|a sus casas)|(?<!\bse (?:me |nos |te )?)envios?(?: a domicilio| locales| nacionales)?|paqueteria|(?:pedidos?|entregas?|repartos?|servicio de entrega|comida|llevar(?:los|las|lo|la)?) a domicilio|estafeta|dhl|fedex|rastreo de (?:sus |los )?(?:pedidos|paquetes|envios)|rastre(?:ar|en|e) (?:sus |su |los |el )?(?:pedidos?|paquetes?|envios?)|(?:cuando|donde) (?:llega|va|viene) (?:su |sus |el |mi )?(?:paquete|pedido|envio)s?|guias? de envio|numeros? de guia|cuanto (?:le )?(?:cuesta|sale|cobra[a-z]*) (?:que se (?:lo|la|los|las) (?:mandemos|enviemos|llevemos)|mandar(?:lo|la|los|las)?|enviar(?:lo|la|los|las)?|llevar(?:lo|la|los|las)?)|por donde (?:viene|va) (?:su |el |mi )?(?:caja|paquete|pedido|envio))\b/g,
  },
  {
    code: 'responsive',
    pattern:
      /\b(?:(?:se )?(?:adapte|adapten|adapta|ajuste|ajusten|ve|vea|vean|veas|mira|mire|funcione|funcionen|sirva|jale|cargue|carguen|abra|abran|navegue|naveguen)\s+(?:(?:muy|bien|bonit[oa]|chido|perfecto|excelente|padre|rapido|igual|super|tambien)\s+){0,2}(?:en|a|al|para|desde)\s+(?:el |la |los |las |cualquier )?(?:celular(?:es)?|telefonos?|moviles?|tablets?|pantallas?|smartphones?|cel)|(?:pueda |puedan )?ver(?:se|lo|la)? (?:bien )?(?:en|desde) (?:el |la |su |sus |cualquier )?(?:celular(?:es)?|telefonos?|moviles?|cel)|adaptable a (?:dispositivos )?moviles|dispositivos moviles|(?:desde|en) (?:el |su |un )?(?:telefono|celular|cel)\s+(?:[a-z]+\s+){0,5}?(?:se (?:acomode|acomoda|vea|lea|adapte|ajuste)|sin (?:tener que )?(?:andar )?(?:haciendo|hacer) zoom)|sin (?:tener que )?(?:andar )?(?:haciendo|hacer) zoom|(?:se )?(?:vea|vean|ve|mire)\s+(?:tod[oa]\s+)?(?:amontonad[oa]s?|apretad[oa]s?|chiquit[oa]s?|cortad[oa]s?|encimad[oa]s?|desacomodad[oa]s?)\s+(?:en|desde) (?:el |la |los |su |sus )?(?:telefono|celular|cel|movil|celulares|telefonos)|responsiv[oa]s?|version (?:movil|para celular)|adaptable a (?:moviles|celulares)|mobile(?: friendly)?)\b/g,
  },
  {
    code: 'seo',
    pattern:
      /\b(?:(?:salga|salgan|aparezca|aparezcan|aparecer|aparezcamos|salir|salgamos|posicionar(?:me|nos|se)?|posicione|posicionen|encuentra|encuentran|encuentre|encuentren|encontrar(?:me|nos|la|lo)?|aparece|aparecemos|salimos|hallen|busque|busquen|buscarme|buscarnos|ubiquen)\s+(?:[a-z]+\s+){0,4}(?:en|por)\s+(?:el |los )?(?:google|buscadores?|internet)(?: maps)?|(?:en|por) google (?:salga|salgamos|aparezca|aparezcamos|me encuentren|nos encuentren)|(?:busca|buscan|busque|busquen)\s+(?:[a-z]+\s+){0,4}en google|(?:ande|anden|anda|andan) buscando\s+(?:[a-z]+\s+){0,4}?(?:en google|en internet)|cuando (?:alguien|la gente|una? [a-z]+|los [a-z]+|las [a-z]+)\s+(?:ponga|pongan|escriba|escriban)\s+(?:[a-z]+\s+){0,4}?en (?:el buscador|google)|(?:salgamos|salga|aparezcamos|aparezca) (?:arriba|hasta arriba|de (?:los |las )?primer[oa]s) cuando (?:[a-z]+\s+)?(?:busque|busquen|busca|buscan)|google maps|primeros lugares|posicionamiento|seo(?: local)?|buscadores|(?:encuentren|encuentre|hallen|encontremos|topen)\s+(?:[a-z]+\s+){0,3}?(?:cuando|si)\s+(?:alguien\s+|la gente\s+|alguno\s+)?(?:busca|busque|busquen|buscan|anda buscando|andan buscando)\b|(?:encuentren|encuentre)\s+(?:los|las|quienes)\s+(?:que\s+)?(?:buscan|busquen|andan buscando)\b|cuando (?:alguien|la gente|una? [a-z]+)\s+(?:[a-z]+\s+){0,3}?(?:busque|busca|busquen|buscan|ande buscando|anda buscando)\b[^.]{0,60}?\b(?:(?:me|nos|lo|la) encuentre(?:n)?|(?:le |les )?(?:salga|aparezca)(?:n)? (?:mi|nuestro|nuestra|el mio|la mia)\b)|entre los primeros)\b/g,
  },
  // "que cada socio tenga su cuenta donde vea sus pagos": an area of one's own (before sign-in reads "su cuenta").
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:tengan? (?:su |sus )(?:propi[oa]s? )?(?:cuentas?|perfil(?:es)?|portal(?:es)?|panel(?:es)?|tableros?|areas?|accesos?|secciones?(?: de mi cuenta)?)(?= (?:y|donde|para|en (?:el|la) que|con) )|su propi[oa] (?:cuenta|portal|perfil|panel|area|seccion|tablero|apartado)|(?:una |su )?seccion (?:solo )?(?:de|para) (?:su|cada) [a-z]+|a su (?:propia )?(?:cuenta|perfil|area|portal) para (?:ver|consultar|revisar|cambiar)|dashboard (?:para cada|de cada|personal|propio)|(?:vea|vean|consulte|consulten|revise|revisen)\s+(?:[a-z]+\s+){0,3}en su (?:propia )?(?:cuenta|perfil|panel|area)|(?:y ahi|ya adentro|adentro|una vez dentro) (?:puedan |pueda )?(?:vea|vean|consulte|consulten|revise|revisen))\b/g,
  },
  {
    code: 'auth',
    pattern:
      /\b(?:(?:entren|entre|entrar|ingresen|ingrese|ingresar|accedan|acceda|acceder|inicien|inicie|iniciar|se registren|registrarse)\s+(?:con|a|sesion)\s*(?:su |un |una |sus )?(?:usuario|cuenta|contrasena|correo|google|facebook)?|(?:con|tengan|tenga) (?:su |un |una )?(?:usuario|cuenta)(?: y contrasena)?(?: (?:para|de) cada [a-z]+)?|(?:usuarios?|folios?|correos?|numeros?|matriculas?) y contrasenas?|contrasenas?|(?:correo|usuario) y (?:una |su )?clave|(?:su|una) clave (?:para entrar|de acceso)|(?:se )?den de alta|darse de alta|se de de alta|inicio de sesion|login|log in|registro de usuarios|cuentas de usuario|se registren|se registre|registrarse|se puedan? registrar|crear (?:su |una )?cuenta|abrir (?:su |una )?cuenta)\b/g,
  },
  {
    code: 'user-dashboard',
    pattern:
      /\b(?:(?<!panel (?:para|donde|en el que) )(?:vean|ver|consulten|consultar|revisen|revisar|chequen)\s+(?:el |su |sus |los )?(?:historial(?: de (?:sus |los )?(?:pedidos|compras|pagos))?|pedidos|compras|facturas|estado de (?:su |sus )?(?:pedidos?|cuenta))|historial de (?:pedidos|compras)|(?:ver|vean|vea|consultar|consulten|revisar|revisen)\s+lo que (?:ya )?(?:han|ha|hayan|haya) (?:pedido|comprado|pagado)|(?:puedan?|pueda) entrar y ver (?:las |los |sus |el |la )?[a-z]+(?: y [a-z]+)? de sus? [a-z]+|area (?:privada|personal|de (?:clientes?|alumnos?|pacientes?|socios?|miembros?|usuarios?|padres))|portal (?:para |de )?(?:los |mis |nuestros |sus )?(?:clientes|socios|pacientes|alumnos|padres|miembros|usuarios)|(?:vea|vean|viera|vieran|ver|consulte|consulten|sepa|sepan|saber|chequen|checar)\s+(?:en que|como) va(?:n)? (?:su|sus|el|la|cada) [a-z]+|panel de (?:usuario|cliente)|mi cuenta|perfil(?:es)? de usuario|su perfil)\b/g,
  },
  {
    code: 'cms',
    pattern:
      /\b(?:(?:editar|edite|editemos|cambiar|cambie|cambiemos|modificar|actualizar|actualice|actualicemos|publicar|publique|publiquen|publiquemos|subir|suba|suban|subamos|agregar|agregue|agreguemos|(?:poner|ponga|pongamos)(?= (?:yo|nosotros) mism))\s+(?:yo |nosotros )?(?:mism[oa]s? )?(?:los |las |el |la |mis |sus |nuestros |nuestras )?(?:textos?|contenidos?|noticias|notas|articulos|entradas|informacion|fotos e (?:informacion|textos)|avisos|anuncios|eventos|promociones|promos|precios|menu|horarios|publicaciones|posts|fotos|fotografias|imagenes|galeria)(?: (?:yo|nosotros) mism[oa]s?)?|(?:yo|nosotr[oa]s)\s+mism[oa]s?\s+(?:subamos|publiquemos|escribamos|pongamos|subo|publico|escribo|escriba|suba|publique|ponga|actualice)|\byo\s+(?:subo|publico|escribo|pongo|actualizo|cambio|edito|agrego)\s+(?:[a-z]+\s+){0,4}?(?:sin (?:ayuda|pedir|depender)|cuando quiera|yo mism[oa])|(?:yo|nosotros|ella|el)\s+(?:mism[oa]s?\s+)?(?:pueda|podamos)\s+(?:editar|actualizar|cambiar|publicar|poner|modificar|escribir|subir(?!\s+(?:[a-z]+\s+){0,2}(?:en pdf|pdfs?|archivos?|documentos?|circulares|boletas)\b))|(?:noticias|avisos|contenidos?|textos?|articulos|eventos|anuncios|resultados)\s+(?:que\s+)?(?:[a-z]+\s+){0,3}(?:pueda|podamos|puedan)\s+(?:publicar|editar|actualizar|cambiar|subir|modificar)|(?:editar|edite|cambiar|cambie|modificar|actualizar|actualice|publicar|publique|publiquemos|subir|suba|subamos|agregar|agregue|poner|ponga)(?:lo|la|los|las)?\s+(?:yo|nosotros)\s+mism[oa]s?(?:\s+(?:los|las|el|la|sus|nuestros|nuestras|mis)\s+[a-z]+)?|blogs?|gestor de contenidos|cms|wordpress)\b/g,
  },
  {
    code: 'notifications',
    pattern:
      /\b(?:recordatorios?|notificaciones?|notifique|notifiquen|avisos? al (?:celular|cel|telefono|correo)|avis(?:os|e|en|ar)\s+(?:por |de |al )?(?:correo|mail|whatsapp|sms|mensaje)|(?:les |le |me |nos )?(?:llegue|caiga)(?:n)? (?:un |una |sus |los |las )?(?:avisos?|mensajes?|correos?|e?mails?|recordatorios?|notificaciones?|alertas?)|(?:les|le|me|nos) llegue(?:n)? (?:[a-z]+ ){0,3}?(?:por|al|a mi|a su) (?:correo|e?mail|whatsapp|celular|cel|telefono|mensaje|sms)|recib(?:a|an|ir)\s+(?:un |una |su |sus )?(?:avisos?|mensajes?|correos?|emails?|recordatorios?|notificacion(?:es)?|confirmacion(?:es)?|whatsapp|sms)|(?:correos?|mensajes?|avisos?) de confirmacion|confirmacion por (?:correo|whatsapp|sms|mensaje)|(?:me |nos |les |le )avis(?:e|en|a|emos|ar)\b|alertas?|whatsapp|sms|(?:correos?|e?mails?|mensajes?) automatic[oa]s?|boletin)\b/g,
  },
  {
    code: 'analytics',
    pattern: /\b(?:estadisticas?|graficas?|cuant[oa]s? (?:gente|personas|visitas|visitantes) (?:se mete|se meten|entra|entran|entro|entraron|visita|visitan|ve|ven|llega|llegan|llego)|reporte(?!s? (?:del dia|de avance|de su |de sus ))s?|metricas|analitica|(?:pantalla|tablero|panel|resumen) con (?:los |las |todos los )?(?:numeros|cifras|graficas|indicadores|totales)|analytics|kpis?|indicadores|cuantas visitas)\b/g,
  },
  {
    code: 'file-management',
    pattern:
      /\b(?:(?:subir|suban|suba|cargar|carguen|descargar|descarguen|compartir|guardar|adjuntar)\s+(?:sus |los |mis |las |su )?(?:archivos|documentos|pdfs?|estudios|tareas|materiales|expedientes|facturas|comprobantes)(?: en pdf)?|(?:descargar|descarguen|descargue|descarguemos|bajar|bajen)\s+(?!(?:la |una |nuestra |mi )?(?:app|aplicacion)\b)(?:sus |las |los |su |el |la |mis |nuestros |nuestras )?[a-z]+(?:\s+(?!y\b|e\b|o\b|que\b|con\b|para\b|en\b|desde\b|de\b)[a-z]+){0,2}|(?:suban|puedan subir|puedan cargar|puedan adjuntar)\s+(?:sus |las |los |su |el |la )?(?:fotos|fotografias|videos|evidencias?|reportes|archivos?|documentos?|comprobantes?|tareas|trabajos)|(?:subir|suban|suba|subamos|cargar|carguen|adjunten|adjuntar|envien|manden)\s+(?:su |sus |las |los |el |la )?(?:cv|curriculums?|curriculum vitae|solicitud(?:es)?|identificacion(?:es)?|ine|papeles|recetas|disenos?|archivos? de diseno|circulares|boletas)|(?:subir|suban|suba|subamos|subiria|subirian|subiriamos|cargar|carguen|adjuntar)\s+(?:[a-z]+\s+){1,2}en pdf|gestion de documentos|documentos|archivos|(?:nos |me )?(?:manden|mande|envien|envie)\s+(?:por (?:la pagina|ahi|aqui|el sitio|la web)\s+)?(?:los |las |sus |su )?(?:planos|escrituras|fotos de su|papeles|comprobantes|identificaciones|recetas|estudios|radiografias))\b/g,
  },
  { code: 'chat', pattern: /\b(?:chat(?:bot|cito|sito)?(?: en vivo| interno)?|robotito|(?:contest|respond)[a-z]*\s+(?:[a-z]+\s+){0,2}?a cualquier hora|(?:contest|respond)[a-z]*\s+(?:[a-z]+\s+){0,4}?(?:al momento|en ese momento|en el momento|al instante|en vivo|en tiempo real)|escribir por chat|atencion en linea|soporte en linea)\b/g },
  {
    code: 'search-advanced',
    pattern: /\b(?:(?:le |les )?salgan (?:nomas|nada mas|solo|solamente) (?:las|los|esas|esos)|(?:ver|vea|vean|mostrar|muestre|muestren)\s+(?:nomas|nada mas|solo|solamente)\s+(?:los|las|lo)\s+(?:de|que)\b|buscador(?:es)?(?: de [a-z]+)?|filtros?|filtrar|busqueda(?: avanzada| por [a-z]+)?|(?:buscar|busque|busquen|filtre|filtren|encontrar|encuentren)\s+(?:[a-z]+\s+){0,3}por\s+(?!internet|google|aca|aqui|ahi|alla|la zona|el rumbo|mi zona|su zona)[a-z]+)\b/g,
  },
  {
    code: 'multi-language',
    pattern: /\b(?:(?:en |tambien en )?ingles(?: y (?:en )?espanol)?|(?:la |lo )?(?:lean|lea|leer|entiendan|entienda|entender)\s+(?:[a-z]+\s+){0,3}?(?:en su (?:idioma|lengua)|sin traductor)|(?:gringos|extranjeros|turistas|americanos|canadienses)\b[^.]{0,40}?\b(?:tambien )?la entiendan\b|(?:la |lo )?entiendan\s+(?:los |las )?(?:gringos|extranjeros|turistas|americanos)|que no hablan? espanol|bilingue|idiomas|multi ?idiomas?|multilenguaje|traduccion|traducido)\b/g,
  },
  { code: 'social', pattern: /\b(?<!(?:tipo|como|una|ser una) )(?:redes sociales|redes|red social|facebook|instagram|tiktok|pixel de facebook)\b/g },
  {
    code: 'inventory',
    pattern:
      /\b(?:inventarios?|stock|existencias|(?:que|cuanto|cuanta|cuantos|cuantas)\s+(?:[a-z]+\s+)?(?:me |nos )?queda(?:n)?\s+en (?:bodega|almacen|la bodega|el almacen|la camara)|almacen(?:es)?|cuant[oa]s? (?:piezas |productos |unidades |articulos |cosas |cajas |prendas |paquetes |botellas |modelos )?(?:de cada [a-z]+ )?(?:me |nos )?(?:quedan|queda|tengo|tenemos|hay)(?: de cada [a-z]+)?|cuant[oa]s? [a-z]+ (?:me|nos) quedan|cuant[oa]s? (?:tenemos|tengo|hay|queda|quedan) de (?:mercancia|producto|productos|inventario|material|materiales)|por agotarse|(?:no se pueda|no puedan|no me|no nos|no le) (?:comprar|pedir|vendan|compren|pidan)\s+(?:[a-z]+\s+){0,4}?(?:que ya (?:no (?:tengo|tenemos|hay|queda|quedan)|se (?:me |nos )?(?:acabo|acabaron|termino|terminaron|agoto|agotaron))|agotad[oa]s?)|se (?:agote|agoten|acabe|acaben) (?:el|la|los|las)? ?(?:producto|productos|stock|existencias)?|agotad[oa]s)\b/g,
  },
  {
    code: 'apis',
    pattern:
      /\b(?:facturacion(?: electronica)?|facturas? electronicas?|facturar|cfdi|timbrado|(?:con|al|del) (?:el )?sat\b|motor de reservas|channel manager|(?:se )?(?:conect|integr)(?:e|en|ar|arse|ado|ada|ando|andose|arlo|arla)\s+(?:con|a)\s+(?!instagram|facebook|tiktok|hubspot|salesforce|zoho)[a-z ]{0,30}?(?:sistemas?|erp|api|punto de venta|contabilidad|sap|gps|google calendar|calendario|booking|airbnb|expedia|zoom|outlook|quickbooks|contpaqi?|aspel|sat)\b|facturas? automatic[ao]s?|facturas?\b[^.]{0,40}?\b(?:la|las|lo|se) (?:haga|hagan|genere|generen|saque|emita|timbre)\s+sol[oa]s?|(?:la|las) (?:haga|hagan|genere|generen|saque|emita|timbre)\s+sol[oa]s? al (?:momento de |hacer la |terminar la )?(?:comprar|pagar|compra|pago)|facturacion automatica|(?:genere|generen|haga|hagan|emita|emitan|timbre|timbren)\s+(?:su |la |sus |las )?facturas?|apis?|integraciones|erp|(?:conectad[oa]|enlazad[oa]|ligad[oa]|sincronizad[oa]|integrad[oa])\s+(?:con|a|al)\s+(?!(?:mi |el |su |la )?(?:instagram|facebook|tiktok|hubspot|salesforce|zoho|whatsapp|redes)\b)(?:[a-z]+\s+){0,2}?(?:sistema|mercado libre|amazon|punto de venta|caja|erp|sap|contpaqi?|aspel|programa|software)\b|punto de venta(?! en la nube))\b/g,
  },
  {
    code: 'ecommerce-advanced',
    pattern: /\b(?:(?:e[ -]?commerce|comercio electronico|tienda(?: en linea| online)?) avanzad[oa]|carrito(?: de compras?)?|catalogo(?: de productos)?|cupon(?:es)?(?: de descuento)?|codigos? de descuento|tallas y colores|tallas?(?: y colou?r(?:es)?)?|(?:opinion(?:es)?|resenas?|calificacion(?:es)?|estrellitas?|estrellas|comentarios?)\s+(?:[a-z]+\s+){0,2}?(?:de|a|sobre|en) (?:cada |los |el |la |las |sus |su )?(?:productos?|articulos?|compras?)|(?:califi(?:quen|car|que)|resen(?:en|ar|e)) (?:los |el |cada |sus |su )?(?:productos?|articulos?|compras?)|colou?r(?:es)? y tallas?|(?:escoj|elij|seleccion)[a-z]*\b[^.]{0,60}?\b(?:talla|color|sabor|tamano|medida)s?|(?:meta|metan|meter|ponga|pongan|poner|use|usen|usar|ingrese|ingresen|ingresar|capture|aplique)\s+(?:un |el |su )?codigo\b|(?:pongan|dejen|den|ponga)\s+(?:[a-z]+\s+){0,2}?estrellitas?|variantes)\b/g,
  },
  {
    code: 'crm-integration',
    pattern: /\b(?:(?:integracion(?:es)?|conexion|conectar(?:lo|la|se)?|enlazar)\s+(?:con|a|al)\s+(?:nuestro |mi |el |un |su )?(?:crm|hubspot|salesforce|zoho)|crm|hubspot|salesforce|zoho|seguimiento (?:de|a) (?:clientes|prospectos)|(?:dar|den|darle|darles|llevar(?: el)?|llevarles|hacer|hagan) seguimiento(?! (?:a|de) (?:su |sus |los |el |mi )?(?:pedidos?|envios?|paquetes?))|prospectos|embudo de ventas|(?:queden?|caigan?|quede apuntad[oa])\s+(?:[a-z]+\s+){0,2}?(?:en una lista|apuntad[oa]s?)\b(?=[^.]*\bsi ya\b)|si ya (?:les?|la|lo|se les?) (?:llamamos|llamo|llamaron|marcamos|contactamos|hablamos|mandamos precio)|a quien(?:es)? ya (?:le |les )?(?:llame|llamamos|marque|marcamos|contacte|contactamos|escribi|escribimos)|en que (?:paso|etapa) va cada (?:quien|uno|cliente|interesado))\b/g,
  },
  {
    code: 'admin',
    pattern: /\b(?:(?:una parte|un lugar|un apartado|una seccion|un espacio)\s+(?:(?:solo |nada mas |nomas )?para (?:mi|nosotros)\s+)?(?:desde donde|donde|en (?:el|la) que)\s+(?:(?:yo|nosotros|mi [a-z]+ y yo)\s+)?(?:controle|controlemos|maneje|manejemos|administre|administremos|controlo|manejo|administro|doy de alta|demos de alta|de de alta|veo todo|vea todo|veamos todo)|panel (?:de )?(?:administracion|administrador|admin|control)|panel administrativo|dashboard administrativo|back ?office|administrador del sitio|(?:un |mi |el )?(?:dashboard|tablero) (?:donde|en (?:el|la) que|para) (?:yo|nosotros|mi equipo|(?:yo |nosotros )?(?:vea|veamos|pueda|podamos|administre|administremos|controle))|(?:un |mi |el )panel(?! de (?:usuario|cliente))(?: (?:para mi|pa mi|para nosotros|interno))?)\b/g,
  },
  {
    code: 'custom-ml',
    pattern: /\b(?:(?:salgan|aparezcan|recomiende|sugiera)\s+(?:otros|otras|mas)\s+[a-z]+\s+que (?:le |les )?(?:podrian|puedan|pueden) gustar|(?:el sistema |que )aprenda\b|(?:sistema|pagina|app|aplicacion|programa)\s+(?:[a-z]+\s+){0,2}?(?:aprenda|aprende)\b|vaya aprendiendo|(?:calcule|diga|estime|prediga)\b[^.]{0,60}?\bcuant[oa]s?\s+[a-z]+\s+(?:vamos|voy|van|va) a (?:cosechar|vender|necesitar|producir|ocupar)|(?:diga|avise)\s+(?:con tiempo\s+)?cuando es probable|(?:aparezcan|salgan|recomiende|recomienden|sugiera|sugieran|muestre|muestren)\s+(?:[a-z]+\s+){0,3}?(?:segun|de acuerdo a|con base en|basad[oa]s? en) (?:lo que|sus|su) (?:ya )?(?:ha |han )?(?:comprado|compra|compras|gustos|historial|pedidos)|inteligencia artificial|ia|machine learning|aprendizaje automatico|recomiende(?:n)? productos|pronosticos?|predecir|predigan?|(?:me |nos )?(?:diga|digan|calcule|calculen|sugiera|sugieran|estime|estimen) (?:cuant[oa]s?|que tant[oa]s?) (?:[a-z]+ ){0,2}(?:voy|vamos|van|va) a (?:necesitar|vender|ocupar|pedir)|recomendaciones personalizadas|predicciones|modelo predictivo)\b/g,
  },
]

/**
 * What the visitor's business is, not what its site must do: a language it teaches ("escuela de
 * inglés", "clases de idiomas", "colegio bilingüe") is no multi-language site; "es para mi salón de
 * belleza" says whose site it is. Masked before either
 * pass of findFeatures reads the clause.
 */
export const BUSINESS_NOT_FEATURE =
  /\b(?:escuelas?|academias?|clases?|cursos?|maestr[oa]s?|profesor(?:a|es|as)?|institutos?|centros?|talleres?|tutorias?|asesorias?|colegios?|examen(?:es)?|certificacion(?:es)?|ensenanza|ensenar|ensenamos|ensena|aprender|aprendan|aprenda|practicar|nivel(?:es)?)\s+(?:(?:de|del|en)\s+)?(?:(?:el|los|la)\s+)?(?:idiomas?(?:\s+como\s+(?:el\s+)?ingles)?|ingles|frances|aleman|chino|japones|italiano|portugues|bilingues?)\b|\b(?:escuela|colegio|kinder|preescolar|primaria|secundaria|preparatoria|prepa|guarderia|instituto|educacion|programa)s?\s+bilingues?\b|\binscripcion(?:es)?\b|\b(?:tipo|como|ser) (?:una )?red social\b|\b(?:que (?:es|sea|significa)|no se que (?:es|sea))\s+(?:eso\s+)?(?:(?:del?|lo del?)\s+)?(?:seo|cms|api|apis|crm|responsive|hosting|dominio)\b|\b(?:seguimos|sigo|siguen|seguiremos)\s+(?:[a-z]+\s+){0,2}por (?:whatsapp|telefono|instagram|facebook|booking|airbnb)\b|\b(?:(?:ahi|alli|aqui|en ese|en el mismo|ese|el mismo)\s+(?:mismo\s+)?(?:numero\s+)?(?:tengo|tenemos|tiene|hay|es|esta(?: en)?|tambien)\s+(?:tambien\s+)?(?:el\s+)?whatsapp|(?:escriban|escriba|escribanme|contacten|contacte|contactan|hablen|marquen|mandan mensaje|manden mensaje|comunicamos|comunico|atendemos|atiendo|contestamos|contesto|platicamos|muevo|movemos|manejo|manejamos|recibo|recibimos|tomo|tomamos|vendo|vendemos|me llega|me llegan|nos llega|nos llegan|me escriben|nos escriben|me contactan|nos contactan|me piden|nos piden)\s+(?:[a-z]+\s+){0,4}?(?:al|por|a mi|por el|en el|por mi|en mi)\s+(?:(?:pagina|perfil|cuenta)\s+)?(?:de\s+)?(?:whatsapp|facebook|instagram)(?:\s+(?:y|e)\s+(?:por |en )?(?:el |mi )?(?:(?:pagina|perfil|cuenta)\s+)?(?:de\s+)?(?:whatsapp|facebook|instagram))*)(?:\s+tambien)?\b|\b(?:ahorita|ahora|actualmente|hasta ahora|por ahora|hoy|ya)\b[^,.;]*?\b(?:por|en|de) (?:instagram|facebook|whatsapp|tiktok|marketplace|mercado libre|etsy|amazon|correo|redes(?: sociales)?)(?:\s+(?:y|e|o)\s+(?:por |en )?(?:instagram|facebook|whatsapp|tiktok|marketplace|mercado libre|etsy|amazon))*\b|\b(?:tengo|tenemos|solo tengo|solo tenemos)\s+(?:(?:una|mi|nuestra|pagina|perfil|cuenta|fan page)\s+)*(?:de|en) (?:facebook|instagram|tiktok)\b|\b(?:cursos?|clases?)\s+(?:[a-z]+\s+){1,2}de\s+(?:ingles|idiomas?|frances)\b|\bse (?:me |nos |te )?(?:envio|mando|fue)\s+(?:incomplet[oa]|antes|sin querer|mal|a medias)\b|\b(?:ya\s+)?(?:hacemos|hago|damos|doy|tenemos|tengo|ofrecemos|ofrezco|contamos con|manejamos|manejo)\s+(?:[a-z]+\s+){0,2}?(?:entregas?|envios?|servicio|reparto|repartos)\s+(?:a domicilio|locales|gratis)\b[^,.;]*|\b(?:el|la|mi|nuestro|nuestra|un|una) contador(?:a)?\s+(?:[a-z]+\s+){0,10}?(?:facturas?|facturacion|contabilidad|impuestos)\b|\b(?:ya\s+)?(?:tenemos|tengo|usamos|uso)\s+(?:un |una |el |nuestro |mi )?(?:punto de venta|sistema de caja|terminal)\b|\b(?:es|seria|sera)\s+para\s+(?:mi|nuestro|nuestra)\s+(?!(?:clientes|alumnos|pacientes|usuarios|socios)\b)[a-z]+(?:\s+de\s+[a-z]+)?(?=\s*(?:[,.;]|$))/g
