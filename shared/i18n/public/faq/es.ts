import type { FaqMessages } from './en';

export const es: FaqMessages = {
  'faq.title': 'Preguntas frecuentes',
  'faq.lead': 'Respuestas sobre la eTA de Kenia, nuestro servicio, el pago y el viaje.',
  'faq.search.label': 'Buscar en las preguntas',
  'faq.search.hint': 'Por ejemplo: reembolso, pasaporte, grupo',
  'faq.categories.label': 'Categoría',
  'faq.category.all': 'Todas',
  'faq.category.general': 'General',
  'faq.category.application': 'Solicitud',
  'faq.category.payment': 'Pago',
  'faq.category.validity': 'Validez',
  'faq.category.requirements': 'Requisitos',
  'faq.category.process': 'Proceso',
  'faq.category.travel': 'Viaje',
  'faq.results': 'Preguntas mostradas: {count} de {total}',
  'faq.noResults.title': 'No se han encontrado resultados',
  'faq.noResults.text': 'Pruebe a cambiar los términos de búsqueda o el filtro de categoría.',
  'faq.help.title': '¿Necesita más ayuda?',
  'faq.help.text':
    'Nuestro equipo responde en 24 horas y puede consultar el estado de su solicitud en cualquier momento.',
  'faq.help.contact': 'Contactar',
  'faq.help.status': 'Consultar el estado de la solicitud',
  'faq.what-is-eta.question': '¿Qué es la eTA de Kenia?',
  'faq.what-is-eta.answer':
    'La autorización electrónica de viaje (eTA) es el permiso que necesitan la mayoría de los visitantes para viajar a Kenia. Sustituyó a los visados en enero de 2024. Se solicita en línea antes del viaje y la eTA aprobada llega por correo electrónico.',
  'faq.who-needs-eta.question': '¿Quién necesita la eTA de Kenia?',
  'faq.who-needs-eta.answer':
    'Todos los visitantes necesitan una eTA salvo los ciudadanos de países exentos de visado o de eTA, como los demás miembros de la Comunidad de África Oriental. Los niños y los bebés necesitan su propia eTA. Consulte su nacionalidad en nuestra página de requisitos de entrada.',
  'faq.processing-times.question': '¿Cuánto tarda la tramitación?',
  'faq.processing-times.answer':
    'La tramitación normal tarda de {normalMin} a {normalMax} días hábiles, la rápida de {fastMin} a {fastMax} días hábiles y la muy rápida de {superFastMin} a {superFastMax} días hábiles. El plazo empieza cuando se confirma el pago.',
  'faq.required-documents.question': '¿Qué documentos necesito?',
  'faq.required-documents.answer':
    'Un pasaporte válido al menos 6 meses después de su llegada, una foto reciente tipo pasaporte, las fechas del viaje y la dirección de su alojamiento. Después del pago sube un escaneo de la página de datos del pasaporte y su foto.',
  'faq.group-applications.question': '¿Puedo solicitarla a la vez para mi familia o grupo?',
  'faq.group-applications.answer':
    'Sí. Una solicitud cubre de 1 a 10 viajeros. Los datos comunes, como las fechas del viaje, se introducen una sola vez, y la tarifa de servicio por persona es menor en los grupos grandes.',
  'faq.cost.question': '¿Cuánto cuesta la eTA?',
  'faq.cost.answer':
    'Por cada viajero paga la tasa gubernamental de {governmentFee}, nuestra tarifa de servicio de {serviceMin} a {serviceMax} según el tamaño del grupo y una tarifa de tramitación de {normal}, {fast} o {superFast} según la rapidez. El seguro de viaje es opcional, por {insurance}. Verá el total antes de pagar.',
  'faq.payment-methods.question': '¿Cómo puedo pagar?',
  'faq.payment-methods.answer':
    'Con tarjeta de débito o crédito (Visa, Mastercard o American Express) en una página de pago segura con 3-D Secure. Nunca vemos ni guardamos el número completo de su tarjeta.',
  'faq.refunds.question': '¿Puedo obtener un reembolso?',
  'faq.refunds.answer':
    'Puede pedir el reembolso en las 24 horas siguientes al pago si la tramitación no ha empezado. Una vez que la solicitud está en tramitación o se ha presentado a las autoridades kenianas, las tarifas no son reembolsables. Los detalles están en nuestra política de reembolso.',
  'faq.validity.question': '¿Cuánto tiempo es válida la eTA?',
  'faq.validity.answer':
    'La eTA de turismo o negocios es válida para una sola entrada en los 90 días siguientes a su expedición. La eTA de tránsito permite una estancia de 72 horas como máximo.',
  'faq.length-of-stay.question': '¿Cuánto tiempo puedo quedarme en Kenia?',
  'faq.length-of-stay.answer':
    'Hasta 90 días por visita con una eTA de turismo o negocios. El agente de inmigración fija la duración de su estancia a la llegada.',
  'faq.vaccinations.question': '¿Necesito vacunas?',
  'faq.vaccinations.answer':
    'Se exige el certificado de fiebre amarilla si llega de un país con riesgo de fiebre amarilla o ha pasado por él. Consulte a su médico entre 4 y 6 semanas antes del viaje sobre otras vacunas y la prevención de la malaria.',
  'faq.passport-validity.question': '¿Cuánto tiempo debe ser válido mi pasaporte?',
  'faq.passport-validity.answer':
    'Al menos 6 meses después del día de su llegada a Kenia, con al menos una página en blanco para el sello de entrada (se recomiendan dos).',
  'faq.tracking.question': '¿Cómo sigo mi solicitud?',
  'faq.tracking.answer':
    'Introduzca su número de solicitud (por ejemplo, KE-12345678) y su correo electrónico en la página de estado. También le escribimos cuando se toma la decisión.',
  'faq.printing.question': '¿Tengo que imprimir mi eTA?',
  'faq.printing.answer':
    'Lleve una copia impresa o guárdela en el móvil. Las aerolíneas pueden pedirla al facturar y los agentes de inmigración la comprueban a la llegada.',
  'faq.extending-stay.question': '¿Puedo prolongar mi estancia en Kenia?',
  'faq.extending-stay.answer':
    'Las prórrogas las decide el Departamento de Servicios de Inmigración de Kenia, no nosotros. Solicítela allí antes de que termine su estancia autorizada: excederla puede acarrear multas y la prohibición de volver.',
};
