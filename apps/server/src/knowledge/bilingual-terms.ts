/**
 * The agency's vocabulary in English and Spanish: single words, English first, as `english:spanish`
 * pairs. A word with several translations has a pair for each. Knowledge search also searches a
 * question's words in the other language with it, and the built-in model reads a Spanish word as its
 * English pair when it matches a question with a passage. A word is never in both columns with different
 * meanings ("red" is a colour in English and a network in Spanish, so neither is listed), and a word
 * spelt the same in both languages ("marketing", "blog", "idea", "café") needs no pair.
 */
const TOPICS = [
  // Brand and identity.
  `brand:marca branding:marca mascot:mascota colour:color colours:colores palette:paleta typography:tipografía
  typeface:tipografía font:fuente slogan:eslogan tagline:lema motto:lema identity:identidad guideline:pauta
  guidelines:pautas voice:voz tone:tono style:estilo personality:personalidad value:valor values:valores
  mission:misión promise:promesa story:historia heritage:herencia name:nombre icon:icono
  symbol:símbolo image:imagen photo:foto photograph:fotografía photography:fotografía illustration:ilustración
  design:diseño packaging:envase label:etiqueta shape:forma sticker:pegatina apron:delantal fox:zorro
  character:personaje drawing:dibujo emblem:emblema signature:firma uniform:uniforme`,
  // Colours.
  `red:rojo blue:azul green:verde yellow:amarillo black:negro white:blanco brown:marrón orange:naranja
  pink:rosa purple:morado grey:gris gray:gris gold:dorado silver:plateado cream:crema beige:beis`,
  // Strategy and goals.
  `goal:objetivo goal:meta objective:objetivo aim:propósito purpose:propósito strategy:estrategia
  tactic:táctica priority:prioridad challenge:reto challenge:desafío opportunity:oportunidad threat:amenaza
  strength:fortaleza weakness:debilidad positioning:posicionamiento differentiation:diferenciación
  advantage:ventaja competitor:competidor competition:competencia market:mercado share:cuota
  segment:segmento niche:nicho trend:tendencia growth:crecimiento increase:aumento decrease:descenso
  decline:caída drop:bajada rise:subida awareness:notoriedad recognition:reconocimiento reputation:reputación
  loyalty:fidelidad loyalty:lealtad retention:retención acquisition:adquisición
  engagement:interacción reach:alcance frequency:frecuencia impression:impresión click:clic
  view:visualización visit:visita visitor:visitante traffic:tráfico lead:prospecto subscriber:suscriptor
  subscription:suscripción follower:seguidor community:comunidad audience:audiencia audience:público
  target:objetivo`,
  // People and audiences.
  `customer:cliente client:cliente consumer:consumidor buyer:comprador shopper:comprador user:usuario
  member:socio member:miembro profile:perfil age:edad gender:género income:ingresos family:familia
  parent:padre mother:madre father:padre child:niño children:niños kid:niño teenager:adolescente
  student:estudiante professional:profesional worker:trabajador employee:empleado manager:gerente
  owner:propietario freelancer:autónomo people:gente person:persona man:hombre men:hombres woman:mujer
  women:mujeres cook:cocinero baker:panadero athlete:deportista runner:corredor cyclist:ciclista
  traveller:viajero tourist:turista guest:invitado host:anfitrión friend:amigo colleague:compañero
  boss:jefe leader:líder expert:experto specialist:especialista consultant:consultor designer:diseñador
  writer:redactor copywriter:redactor photographer:fotógrafo journalist:periodista retailer:minorista
  wholesaler:mayorista distributor:distribuidor accountant:contable plumber:fontanero hairdresser:peluquero
  teacher:profesor nurse:enfermero commuter:viajero household:hogar couple:pareja grandparent:abuelo
  beginner:principiante fan:aficionado`,
  // Channels and media.
  `channel:canal media:medios email:correo mail:correo website:sitio site:sitio page:página post:publicación
  post:entrada tv:tele press:prensa magazine:revista newspaper:periódico
  advert:anuncio ad:anuncio advertisement:anuncio advertising:publicidad publicity:publicidad
  billboard:valla poster:cartel flyer:folleto leaflet:folleto brochure:folleto catalogue:catálogo
  search:búsqueda engine:motor partner:socio partnership:alianza alliance:alianza sponsorship:patrocinio
  sponsor:patrocinador event:evento fair:feria store:tienda shop:tienda application:aplicación mobile:móvil
  phone:teléfono message:mensaje notification:notificación text:texto caption:leyenda headline:titular
  title:título subject:asunto description:descripción link:enlace button:botón form:formulario
  survey:encuesta review:reseña rating:valoración comment:comentario testimonial:testimonio
  recommendation:recomendación referral:recomendación interview:entrevista content:contenido
  format:formato template:plantilla affiliate:afiliado inbox:bandeja sender:remitente recipient:destinatario
  newsletter:boletín network:cadena stream:directo broadcast:emisión listener:oyente reader:lector
  viewer:espectador episode:episodio article:artículo`,
  // Campaigns, sales and performance.
  `campaign:campaña launch:lanzamiento result:resultado results:resultados performance:rendimiento
  performance:desempeño budget:presupuesto cost:coste cost:costo price:precio pricing:precios spend:gasto
  spending:gasto expense:gasto investment:inversión revenue:ingresos turnover:facturación sales:ventas
  profit:beneficio benefit:beneficio margin:margen return:retorno order:pedido purchase:compra basket:cesta
  cart:carrito payment:pago discount:descuento offer:oferta promotion:promoción coupon:cupón voucher:vale
  gift:regalo box:caja bundle:lote hamper:lote pack:paquete product:producto service:servicio range:gama
  collection:colección season:temporada metric:métrica rate:tasa percentage:porcentaje average:promedio
  number:número figure:cifra data:datos report:informe analysis:análisis research:investigación
  study:estudio audit:auditoría forecast:previsión estimate:estimación achievement:logro success:éxito
  failure:fracaso lesson:lección learning:aprendizaje test:prueba pilot:piloto experiment:experimento
  funnel:embudo consideration:consideración bid:puja auction:subasta placement:ubicación
  location:ubicación targeting:segmentación segmentation:segmentación tracking:seguimiento
  attribution:atribución analytics:analítica score:puntuación satisfaction:satisfacción complaint:queja
  support:apoyo help:ayuda assistant:asistente automation:automatización sample:muestra tasting:degustación
  giveaway:sorteo raffle:sorteo contest:concurso prize:premio award:premio reward:recompensa card:tarjeta
  point:punto membership:membresía stock:existencias inventory:inventario supply:suministro demand:demanda
  ticket:billete booking:reserva reservation:reserva invoice:factura invoicing:facturación`,
  // Calendar.
  `week:semana month:mes year:año quarter:trimestre day:día date:fecha deadline:plazo schedule:calendario
  calendar:calendario timeline:cronograma phase:fase stage:etapa summer:verano winter:invierno
  spring:primavera autumn:otoño christmas:navidad holiday:vacaciones holidays:vacaciones easter:pascua
  morning:mañana tomorrow:mañana afternoon:tarde night:noche evening:noche today:hoy yesterday:ayer
  hour:hora minute:minuto time:tiempo weather:tiempo january:enero february:febrero march:marzo april:abril
  may:mayo june:junio july:julio august:agosto september:septiembre october:octubre november:noviembre
  december:diciembre monday:lunes tuesday:martes wednesday:miércoles thursday:jueves friday:viernes
  saturday:sábado sunday:domingo annual:anual monthly:mensual weekly:semanal daily:diario`,
  // Numbers and amounts.
  `one:uno two:dos three:tres four:cuatro five:cinco six:seis seven:siete eight:ocho nine:nueve ten:diez
  twenty:veinte hundred:cien thousand:mil million:millón half:mitad double:doble money:dinero cash:efectivo
  pound:libra dollar:dólar amount:importe quantity:cantidad`,
  // Industries, products and places.
  `industry:sector industry:industria business:negocio business:empresa company:empresa
  oil:aceite olive:oliva bank:banco banking:banca bike:bicicleta bicycle:bicicleta travel:viaje trip:viaje
  flight:vuelo food:comida meal:comida recipe:receta flower:flor florist:florista clinic:clínica
  health:salud patient:paciente toy:juguete game:juego skin:piel beauty:belleza fashion:moda
  clothing:ropa shoe:zapato furniture:mueble home:hogar house:casa kitchen:cocina restaurant:restaurante
  logistics:logística shipping:envío delivery:entrega warehouse:almacén truck:camión transport:transporte
  supplier:proveedor provider:proveedor producer:productor farm:granja field:campo harvest:cosecha
  origin:origen quality:calidad organic:ecológico sustainability:sostenibilidad sustainable:sostenible
  environment:entorno luxury:lujo cheap:barato expensive:caro innovation:innovación technology:tecnología
  tool:herramienta platform:plataforma feature:función feature:característica solution:solución
  problem:problema pain:dolor need:necesidad wish:deseo experience:experiencia journey:recorrido
  process:proceso team:equipo agency:agencia account:cuenta contract:contrato proposal:propuesta
  meeting:reunión call:llamada presentation:presentación document:documento file:archivo note:nota
  notes:notas attachment:adjunto sheet:hoja spreadsheet:hoja table:tabla chart:gráfico graph:gráfico
  slide:diapositiva concept:concepto draft:borrador approval:aprobación task:tarea
  deliverable:entregable dish:plato drink:bebida wine:vino beer:cerveza water:agua milk:leche sugar:azúcar
  fruit:fruta vegetable:verdura meat:carne fish:pescado cheese:queso breakfast:desayuno lunch:almuerzo
  dinner:cena bean:grano beans:granos roast:tueste roastery:tostadero blend:mezcla cup:taza bottle:botella
  jar:tarro bag:bolsa city:ciudad country:país area:zona town:pueblo village:pueblo
  street:calle office:oficina germany:alemania france:francia spain:españa italy:italia
  england:inglaterra europe:europa branch:sucursal north:norte south:sur west:oeste beach:playa
  mountain:montaña river:río island:isla coast:costa room:habitación insurance:seguro loan:préstamo
  mortgage:hipoteca saving:ahorro savings:ahorros tax:impuesto law:ley rule:regla regulation:normativa
  policy:política privacy:privacidad password:contraseña code:código workshop:taller course:curso
  class:clase guide:guía gallery:galería`,
  // Qualities.
  `new:nuevo old:viejo young:joven big:grande large:grande small:pequeño best:mejor better:mejor worst:peor
  high:alto low:bajo fast:rápido slow:lento first:primero last:último next:próximo main:principal key:clave
  important:importante national:nacional international:internacional european:europeo spanish:español
  english:inglés german:alemán french:francés british:británico urban:urbano warm:cálido friendly:cercano
  curious:curioso playful:divertido funny:gracioso serious:serio clear:claro honest:honesto
  trustworthy:fiable trust:confianza safe:seguro healthy:saludable fresh:fresco authentic:auténtico
  traditional:tradicional modern:moderno creative:creativo elegant:elegante bold:atrevido calm:tranquilo
  happy:feliz proud:orgulloso nerdy:friki warmth:calidez plain:sencillo simple:sencillo short:corto
  long:largo free:gratis weekly:semanal`,
  // What a request asks for.
  `write:escribir create:crear sell:vender buy:comprar pay:pagar save:ahorrar grow:crecer reduce:reducir
  improve:mejorar measure:medir compare:comparar analyse:analizar analyze:analizar choose:elegir
  attract:atraer convert:convertir retain:retener publish:publicar promote:promocionar advertise:anunciar
  open:abrir close:cerrar recommend:recomendar deliver:entregar subscribe:suscribirse cancel:cancelar
  win:ganar lose:perder use:usar offer:ofrecer summarise:resumir summarize:resumir explain:explicar
  describe:describir suggest:sugerir propose:proponer plan:planificar question:pregunta answer:respuesta
  reason:motivo cause:causa effect:efecto impact:impacto risk:riesgo change:cambio difference:diferencia
  example:ejemplo list:lista option:opción choice:elección step:paso action:acción activity:actividad
  initiative:iniciativa project:proyecto program:programa programme:programa`,
];

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every pair once, both words folded (lower case, accents off). */
export const bilingualTerms: readonly (readonly [english: string, spanish: string])[] = [
  ...new Map(
    TOPICS.join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const [english = '', spanish = ''] = pair.split(':').map(fold);
        return [`${english}:${spanish}`, [english, spanish] as const] as const;
      }),
  ).values(),
];
