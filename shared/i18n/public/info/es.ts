import type { PublicInfoMessages } from './en';

export const es: PublicInfoMessages = {
  'fees.title': 'Tarifas por viajero',
  'fees.caption': 'Tarifas por viajero, en dólares estadounidenses',
  'fees.item': 'Concepto',
  'fees.amount': 'Importe por viajero',
  'fees.government': 'Tasa gubernamental',
  'fees.service': 'Tarifa de servicio (menor para grupos grandes)',
  'fees.range': 'de {min} a {max}',
  'fees.speed.normal': 'Normal',
  'fees.speed.fast': 'Rápida',
  'fees.speed.super_fast': 'Muy rápida',
  'fees.processingRow': 'Tramitación {speed}, de {min} a {max} días hábiles',
  'fees.businessDays': 'De {min} a {max} días hábiles',
  'fees.perPerson': '{amount} por viajero',
  'fees.popular': 'Popular',
  'fees.insurance': 'Seguro de viaje (opcional)',
  'fees.total': 'Su total es la suma de estas tarifas por cada viajero. Lo verá antes de pagar.',
  'generalInfo.title': 'Información general sobre la eTA de Kenia',
  'generalInfo.lead':
    'Desde enero de 2024, la mayoría de los visitantes de Kenia necesitan una autorización electrónica de viaje (eTA) en lugar de un visado. Esto es lo que es y cómo funciona.',
  'generalInfo.what.title': '¿Qué es la eTA de Kenia?',
  'generalInfo.what.text':
    'La eTA es un permiso electrónico para viajar a Kenia que expide el Gobierno de Kenia antes del viaje. Se solicita en línea y la eTA aprobada llega por correo electrónico. Las aerolíneas la comprueban antes del embarque y los agentes de inmigración a la llegada.',
  'generalInfo.types.title': 'Tipos de eTA',
  'generalInfo.types.tourist.title': 'Turismo y visitas',
  'generalInfo.types.tourist.text': 'Vacaciones, safaris y visitas a familiares o amigos.',
  'generalInfo.types.business.title': 'Negocios',
  'generalInfo.types.business.text':
    'Reuniones, conferencias y viajes de negocios cortos. El trabajo remunerado en Kenia requiere un permiso de trabajo.',
  'generalInfo.types.transit.title': 'Tránsito',
  'generalInfo.types.transit.text': 'Pasar por Kenia durante un máximo de 72 horas de camino a otro país.',
  'generalInfo.validity.title': 'Validez',
  'generalInfo.validity.entry':
    'La eTA de turismo o negocios es válida para una sola entrada en los 90 días siguientes a su expedición.',
  'generalInfo.validity.stay': 'Puede permanecer en Kenia hasta 90 días por visita.',
  'generalInfo.validity.transit':
    'La eTA de tránsito permite una sola entrada y una estancia de 72 horas como máximo.',
  'generalInfo.validity.passport':
    'Su pasaporte debe ser válido al menos 6 meses después del día de llegada.',
  'generalInfo.notes.title': 'Conviene saber',
  'generalInfo.notes.each': 'Cada viajero necesita su propia eTA, incluidos niños y bebés.',
  'generalInfo.notes.early':
    'Solicítela al menos una semana antes del viaje; la tramitación rápida y muy rápida ayudan con planes de última hora.',
  'generalInfo.notes.entry':
    'La eTA le permite viajar a Kenia; la entrada la decide el agente de inmigración.',
  'generalInfo.notes.private':
    'Somos un servicio privado, no el Gobierno de Kenia. Nuestro precio incluye la tasa gubernamental.',
  'generalInfo.apply': 'Solicitar ahora',
  'generalInfo.howTo': 'Cómo solicitarla',
  'requirements.title': 'Requisitos de visado y eTA para Kenia',
  'requirements.lead': 'Descubra si necesita una eTA, qué debe preparar y qué le espera al llegar a Kenia.',
  'requirements.eta.title': 'Países cuyos ciudadanos necesitan una eTA',
  'requirements.eta.text':
    'Los ciudadanos de estos {count} países necesitan una eTA, igual que los de cualquier país que no figure como exento de visado o de eTA.',
  'requirements.visaFree.title': 'Países sin visado',
  'requirements.visaFree.text':
    'Los ciudadanos de estos {count} países pueden visitar Kenia sin visado ni eTA.',
  'requirements.exempt.title': 'Exentos de eTA',
  'requirements.exempt.text': 'Los ciudadanos de estos países están exentos de la eTA para visitas cortas.',
  'requirements.docs.title': 'Documentos necesarios',
  'requirements.docs.passport':
    'Un pasaporte válido al menos 6 meses después de su llegada, con al menos una página en blanco (se recomiendan dos).',
  'requirements.docs.photo':
    'Una foto reciente tipo pasaporte, tomada en los últimos 6 meses sobre fondo claro.',
  'requirements.docs.itinerary':
    'Su itinerario: billete de vuelta o de continuación y los datos del vuelo si los tiene.',
  'requirements.docs.accommodation':
    'Dónde se alojará: reserva de hotel o carta de invitación de su anfitrión.',
  'requirements.docs.contact': 'Un correo electrónico y un teléfono donde podamos localizarle.',
  'requirements.health.title': 'Requisitos sanitarios',
  'requirements.health.yellowFever':
    'Se exige el certificado de vacunación contra la fiebre amarilla si llega de un país con riesgo de fiebre amarilla o ha pasado por él.',
  'requirements.health.doctor':
    'Consulte a su médico entre 4 y 6 semanas antes del viaje sobre vacunas rutinarias y prevención de la malaria.',
  'requirements.health.insurance': 'Se recomienda encarecidamente un seguro de viaje con cobertura médica.',
  'requirements.special.title': 'Casos especiales',
  'requirements.special.minors':
    'Los menores de 18 años necesitan su propia eTA. Un menor que viaje sin sus dos progenitores debe llevar el consentimiento escrito de estos y su partida de nacimiento.',
  'requirements.special.diplomats':
    'Los titulares de pasaportes diplomáticos, de servicio u oficiales en misión oficial siguen un procedimiento aparte: elija Diplomáticos en la página de inicio de la solicitud.',
  'requirements.special.transit':
    'Si sale del aeropuerto durante una escala necesita una eTA de tránsito; si permanece en la zona de tránsito internacional, no.',
  'requirements.special.residents':
    'Los titulares de un permiso de residencia o de trabajo keniano válido no necesitan eTA.',
  'requirements.restrictions.title': 'Restricciones de entrada',
  'requirements.restrictions.currency':
    'El efectivo superior a 10.000 dólares estadounidenses, o su equivalente en otra moneda, debe declararse a la llegada.',
  'requirements.restrictions.plastic':
    'Las bolsas de plástico de un solo uso están prohibidas en Kenia y se retiran a la llegada.',
  'requirements.restrictions.goods':
    'Se prohíben las drogas, las armas de fuego, las falsificaciones y los productos de fauna silvestre. Lleve los medicamentos en su envase original con la receta.',
  'requirements.restrictions.officer':
    'Los agentes de inmigración pueden pedir su billete de vuelta, su alojamiento y prueba de medios económicos, y deciden la entrada.',
  'requirements.tips.title': 'Consejos para una solicitud sin problemas',
  'requirements.tips.early': 'Solicítela al menos una semana antes del viaje.',
  'requirements.tips.names': 'Escriba cada nombre exactamente como figura en el pasaporte.',
  'requirements.tips.scan':
    'Suba un escaneo nítido de la página de datos del pasaporte con las cuatro esquinas visibles.',
  'requirements.tips.copy': 'Lleve una copia impresa o digital de su eTA durante el viaje.',
  'requirements.disclaimer':
    'Las normas de entrada las fija el Gobierno de Kenia y pueden cambiar con poca antelación. Consulte las fuentes oficiales antes de viajar.',
  'requirements.apply': 'Empezar la solicitud',
  'requirements.faq': 'Leer las preguntas frecuentes',
  'requirements.contact': 'Contactar',
  'howTo.title': 'Cómo solicitar la eTA de Kenia',
  'howTo.lead':
    'La solicitud lleva unos 15 minutos por viajero. Estos son los pasos, lo que necesita, las opciones de tramitación y nuestros consejos.',
  'howTo.steps.title': 'Cuatro pasos',
  'howTo.steps.apply.title': 'Rellene la solicitud',
  'howTo.steps.apply.text':
    'Introduzca los datos del pasaporte y del viaje de cada viajero. Una solicitud cubre hasta 10 viajeros.',
  'howTo.steps.pay.title': 'Elija la tramitación y pague',
  'howTo.steps.pay.text':
    'Elija tramitación normal, rápida o muy rápida, añada un seguro de viaje si lo desea y pague con tarjeta de forma segura.',
  'howTo.steps.upload.title': 'Suba sus documentos',
  'howTo.steps.upload.text':
    'Suba un escaneo de la página de datos de cada pasaporte y una foto reciente de cada viajero.',
  'howTo.steps.receive.title': 'Reciba su eTA',
  'howTo.steps.receive.text':
    'Lo revisamos todo y lo presentamos. Recibirá la eTA aprobada por correo electrónico y podrá seguir el estado en línea.',
  'howTo.requirements.title': 'Qué necesita',
  'howTo.requirements.passport': 'Un pasaporte válido al menos 6 meses después de su llegada',
  'howTo.requirements.photo': 'Una foto digital reciente de cada viajero',
  'howTo.requirements.email': 'Un correo electrónico que pueda leer durante el viaje',
  'howTo.requirements.card': 'Una tarjeta Visa, Mastercard o American Express',
  'howTo.requirements.trip': 'Las fechas del viaje y la dirección de su alojamiento',
  'howTo.processing.title': 'Opciones de tramitación',
  'howTo.processing.text':
    'El plazo de tramitación empieza cuando se confirma su pago. Los días hábiles excluyen fines de semana y festivos.',
  'howTo.dos.title': 'Qué hacer',
  'howTo.dos.early': 'Solicítela al menos una semana antes del viaje.',
  'howTo.dos.check': 'Compare cada nombre y número de pasaporte con el pasaporte antes de pagar.',
  'howTo.dos.validity': 'Use un pasaporte válido al menos 6 meses después de su llegada.',
  'howTo.dos.number': 'Guarde su número de solicitud: lo necesita para seguirla.',
  'howTo.dos.carry': 'Lleve una copia de su eTA aprobada durante el viaje.',
  'howTo.donts.title': 'Qué evitar',
  'howTo.donts.booking': 'No reserve viajes que no pueda cambiar antes de que se apruebe su eTA.',
  'howTo.donts.scans': 'No suba escaneos borrosos, recortados o retocados.',
  'howTo.donts.twice': 'No presente dos solicitudes para el mismo viaje: contáctenos en su lugar.',
  'howTo.donts.damaged': 'No viaje con un pasaporte dañado o denunciado como perdido.',
  'howTo.donts.share': 'No publique su número de solicitud ni nuestros correos.',
  'howTo.apply': 'Empezar la solicitud',
  'about.title': 'Quiénes somos',
  'about.lead':
    'Kenya eTA Online ayuda a los viajeros a solicitar la autorización electrónica de viaje de Kenia en su propio idioma, con precios claros y atención real.',
  'about.who.title': 'Quiénes somos',
  'about.who.text':
    'Somos una empresa privada registrada en Inglaterra y Gales que actúa como intermediario remunerado. No somos el Gobierno de Kenia ni estamos afiliados a él. Nuestro precio incluye la tasa gubernamental y nuestra tarifa de servicio.',
  'about.what.title': 'Qué hacemos',
  'about.what.languages': 'Le guiamos en la solicitud en 14 idiomas.',
  'about.what.check': 'Revisamos cada solicitud en busca de errores antes de presentarla.',
  'about.what.groups': 'Tramitamos a la vez solicitudes de grupos de hasta 10 viajeros.',
  'about.what.updates': 'Le mantenemos informado por correo electrónico y con el seguimiento en línea.',
  'about.what.support': 'Respondemos a sus preguntas por correo electrónico y chat en vivo.',
  'about.contact.title': 'Contacte con nosotros',
  'about.contact.text':
    '¿Tiene preguntas antes o después de solicitarla? Nuestro equipo de atención responde en 24 horas.',
  'about.apply': 'Empezar la solicitud',
  'about.contactLink': 'Contactar',
};
