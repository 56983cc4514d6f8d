// The last reading of a clause that neither the understanding rules (feature-intents.ts) nor the
// catalogue's words matched: a feature is said when one clause holds both a word of what it is about
// (the object: "google", "celular", "cada mes") and a word of what must happen with it (the action:
// "encuentren", "se vea", "se cobre"). Each pair was kept only if it fired on the development
// conversations (tests/assistant-eval) almost only where that feature is expected; the held-out files
// measure what it reaches beyond them. Pairs for payments, shipping and content were tried and left out:
// each cost fields on the development files ("me depositan a la cuenta", "el mandado se los llevo yo").
// Only a clause with nothing read in it and no rejection ("no", "sin", "ni") is looked at (extract-features.ts).
// Patterns run on normalised folded text, like the rules.
export const FEATURE_CUES: readonly { readonly code: string; readonly object: RegExp; readonly action: RegExp }[] = [
  { code: 'seo', object: /\b(google|internet|buscadores?|busquedas?)\b/, action: /\b(encuentr[a-z]*|aparezc[a-z]*|salgamos|salga|salgan|hall[ae]n|den con|demos con|lleguen? con|primer[oa]s lugares|hasta arriba|de (los|las) primer[oa]s)\b/ },
  { code: 'responsive', object: /\b(celular(es)?|telefonos?|moviles?|tablets?|tabletas?|pantallas?)\b/, action: /\b(se (vea|vean|lea|lean|acomode|acomoden|adapte|adapten|ajuste|ajusten|mire)|verse|leerse|(vea|vean|lea|lean) (bien|clarito|completo|comodo)|zoom|amontonad[oa]s?|encimad[oa]s?|desacomodad[oa]s?|navegar)\b/ },
  { code: 'subscription', object: /\b(cada mes|mensual(es|mente)?|al mes|mensualidad(es)?)\b/, action: /\b(cobr[a-z]*|carg[a-z]*|pagando|renuev[a-z]*|suscri[a-z]*|inscri[a-z]*|automatic[a-z]*|solit[oa])\b/ },
  { code: 'analytics', object: /\bcuant[oa]s?\b/, action: /\b(entr(an|aron|a|o)|visit[a-z]*|vieron|llegan|llegaron|se meten|dan clic|compraron|se vend[a-z]*)\b/ },
  { code: 'crm-integration', object: /\b(interesad[oa]s|prospectos?|clientes potenciales)\b/, action: /\b(llam[a-z]*|marc[a-z]*|anot[a-z]*|etapa|seguimiento|en que (va|quedo|paso))\b/ },
  { code: 'chat', object: /\b(contest[a-z]*|respond[a-z]*)\b/, action: /\b(sol[oi]t?[oa]s?|al momento|al instante|automatic[a-z]*|a cualquier hora|en vivo|de volada)\b/ },
  { code: 'search-advanced', object: /\b(busc[a-z]*|filtr[a-z]*|tecle[a-z]*)\b/, action: /\bpor (el |la |su )?(nombre|marca|modelo|precio|talla|color|colonia|zona|categoria|autor|titulo|ano|tamano)\b/ },
  { code: 'notifications', object: /\b(mensaje|mensajito|aviso|avisito|correo|sms|recordatorio)s?\b/, action: /\b(?:(?:le|les) (?:llegue|lleguen|caiga|caigan|mande|manden|mandemos|envie|envien|enviemos)|(?:me|nos) (?:llegue|lleguen|caiga|caigan))\b/ },
  { code: 'multi-language', object: /\b(ingles|idiomas?|extranjer[oa]s|turistas|gringos|alemanes|franceses|americanos)\b/, action: /\b(lean|leer|entiendan|entender|entendieran|traduc[a-z]*|en su (idioma|lengua))\b/ },
  { code: 'file-management', object: /\b(pdfs?|archivos?|documentos?|planos|comprobantes?|escanead[oa]s|actas?|contratos?|recibos|estudios|radiografias)\b/, action: /\b(sub[a-z]*|baj[ae]n?|bajar|descarg[a-z]*|adjunt[a-z]*|mand(e|en|ar)|envi(e|en|ar))\b/ },
  { code: 'admin', object: /\b(panel|pantalla|parte|apartado|seccion|lugar)\b/, action: /\b((solo|nada mas|nomas) (para )?(mi|nosotros)|administr[a-z]*|control(ar|e|emos)|de alta)\b/ },
  { code: 'apis', object: /\b(contpaq[a-z]*|aspel|sap|erp|sistema de la|programa de (caja|ventas|facturacion|inventario))\b/, action: /\b(conect[a-z]*|sincroniz[a-z]*|se pase[n]?|caiga[n]?|se actualic[a-z]*|se descuent[a-z]*|tom[ae]n?)\b/ },
  { code: 'auth', object: /\b(clave|contrasena|usuario|password|nip)\b/, action: /\b(entr[a-z]*|ingres[a-z]*|acced[a-z]*|identifi[a-z]*)\b/ },
  { code: 'custom-ml', object: /\b(segun lo que|de acuerdo a lo que|con base en lo que|aprend[a-z]*)\b/, action: /\b(recomiend[a-z]*|sugier[a-z]*|salgan|aparezcan|muestre|diga|arme|calcule)\b/ },
  { code: 'ecommerce-advanced', object: /\b(cupon(es)?|codigos? de descuento|resenas?|opiniones|estrellitas?|tallas?)\b/, action: /\b(pong[a-z]*|dej[a-z]*|escoj[a-z]*|elij[a-z]*|usen|meta[n]?|regal[a-z]*|apliqu[a-z]*)\b/ },
  { code: 'inventory', object: /\b(piezas|existencias?|bodegas?|almacen|disponibles?)\b/, action: /\b(cuant[oa]s?|queda(n)?|agot[a-z]*|se acab[a-z]*)\b/ },
  { code: 'social', object: /\b(facebook|instagram|tiktok|redes)\b/, action: /\b(compart[a-z]*|botones?)\b/ },
  { code: 'user-dashboard', object: /\bcada (cliente|alumno|paciente|papa|socio|usuario|familia)\b/, action: /\b(vea|vean|consulte|consulten|revise|cheque)\b/ },
  { code: 'seo', object: /\b(buscan|busquen|busca|busque|anda buscando|andan buscando)\b/, action: /\b(nos|me|la|lo) (encuentren|encuentre|hallen|halle)\b/ },
  { code: 'responsive', object: /\b(desde|en) (el|su|un) (celular|telefono)\b/, action: /\b(bien|comodo|completo|clarito|facil|facilito)\b/ },
  { code: 'user-dashboard', object: /\bsu (propia |propio )?(cuenta|seccion|espacio|perfil|portal|apartado)\b/, action: /\b(vea|vean|consulte|consulten|revise|revisen|cheque|chequen)\b/ },
  { code: 'multi-language', object: /\b(en ingles|en otro idioma|en otros idiomas|en dos idiomas|bilingue)\b/, action: /\b(pagina|sitio|lean|vean|leer|version)\b/ },
  { code: 'subscription', object: /\b(membresias?|planes|paquetes?)\b/, action: /\b(cada mes|mensual(es)?|renueve|al mes|por mes)\b/ },
  { code: 'chat', object: /\b(pregunt[a-z]*|dudas?)\b/, action: /\b(respond[a-z]* (sol[oa]|automatic[a-z]*)|contest[a-z]* (sol[oa]|automatic[a-z]*)|al momento|en vivo|de inmediato|luego luego)\b/ },
  { code: 'analytics', object: /\b(que|cuales|cual) [a-z]+ (se vende|se venden|se vendio|visitan|ven|jala|jalan) mas\b/, action: /\bmas\b/ },
  { code: 'notifications', object: /\b(avis[a-z]*)\b/, action: /\b(cuando (ya )?(este|esten|llegue|lleguen|cambie|cambien|salga|salgan|se acerque))\b/ },
  { code: 'admin', object: /\b(yo|nosotros)\b/, action: /\b(ver todo|controlar todo|administrar todo|manejar todo|vea todo|veamos todo)\b/ },
]
