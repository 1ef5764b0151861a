import type { PublicHomeMessages } from './en';

export const es: PublicHomeMessages = {
  'kenyaHome.highlights': 'De 1 a 10 viajeros · 14 idiomas · Pago seguro con tarjeta',
  'kenyaHome.features.title': 'Todo lo que necesita para su eTA de Kenia',
  'kenyaHome.features.form.title': 'Un formulario en línea claro',
  'kenyaHome.features.form.text':
    'Preguntas sencillas en su idioma, ayuda en cada paso y nada que escribir dos veces.',
  'kenyaHome.features.group.title': 'Una sola solicitud para su grupo',
  'kenyaHome.features.group.text':
    'Solicite para hasta 10 viajeros a la vez; la tarifa de servicio por persona baja cuanto mayor es el grupo.',
  'kenyaHome.features.payment.title': 'Pago seguro con tarjeta',
  'kenyaHome.features.payment.text':
    'Pague en una página protegida con 3-D Secure. Nunca guardamos el número de su tarjeta.',
  'kenyaHome.features.tracking.title': 'Siga su solicitud',
  'kenyaHome.features.tracking.text':
    'Consulte el estado en línea con su número de solicitud y reciba su eTA por correo electrónico.',
  'kenyaHome.steps.title': 'Cómo funciona',
  'kenyaHome.steps.apply.title': 'Rellene la solicitud',
  'kenyaHome.steps.apply.text': 'Datos del pasaporte y del viaje de cada viajero.',
  'kenyaHome.steps.pay.title': 'Elija la rapidez y pague',
  'kenyaHome.steps.pay.text': 'Tramitación normal, rápida o muy rápida.',
  'kenyaHome.steps.upload.title': 'Suba sus documentos',
  'kenyaHome.steps.upload.text': 'Un escaneo del pasaporte y una foto por viajero.',
  'kenyaHome.steps.receive.title': 'Reciba su eTA',
  'kenyaHome.steps.receive.text': 'Se la enviamos por correo electrónico cuando se aprueba.',
  'kenyaHome.steps.more': 'Lea la guía completa para solicitarla',
  'kenyaHome.why.title': 'Por qué los viajeros nos eligen',
  'kenyaHome.why.checked.title': 'Revisada antes del envío',
  'kenyaHome.why.checked.text':
    'Revisamos cada solicitud en busca de errores que causan retrasos o denegaciones.',
  'kenyaHome.why.prices.title': 'Precios claros',
  'kenyaHome.why.prices.text': 'La tasa gubernamental está incluida y ve el total antes de pagar.',
  'kenyaHome.why.support.title': 'Ayuda en su idioma',
  'kenyaHome.why.support.text': 'Respuesta por correo en 24 horas y chat en vivo en cada página.',
  'kenyaHome.why.privacy.title': 'Sus datos, protegidos',
  'kenyaHome.why.privacy.text':
    'Conexiones cifradas, y sus documentos se eliminan 30 días después de la decisión.',
  'eligibility.title': '¿Necesito una eTA?',
  'eligibility.lead': 'Elija su nacionalidad para ver qué le pide Kenia.',
  'eligibility.label': 'Su nacionalidad',
  'eligibility.placeholder': 'Elija su nacionalidad',
  'eligibility.eta.title': 'Necesita una eTA',
  'eligibility.eta.text':
    'Los ciudadanos de {country} necesitan una autorización electrónica de viaje antes de viajar a Kenia.',
  'eligibility.eta.cta': 'Empezar la solicitud',
  'eligibility.visaFree.title': 'Sin visado',
  'eligibility.visaFree.text':
    'Los ciudadanos de {country} pueden visitar Kenia sin visado ni eTA. Viaje con un pasaporte válido durante al menos 6 meses.',
  'eligibility.exempt.title': 'Exento de eTA',
  'eligibility.exempt.text':
    'Los ciudadanos de {country} están exentos de la eTA para visitas cortas. Compruebe cuánto tiempo puede quedarse antes de viajar.',
  'eligibility.disclaimer':
    'Las normas de entrada las fija el Gobierno de Kenia y pueden cambiar. Confírmelas en las fuentes oficiales antes de viajar.',
  'eligibility.more': 'Ver todos los requisitos de entrada',
  'eligibility.noscript':
    'El comprobador necesita JavaScript. La página de requisitos de entrada recoge todas las normas.',
  'services.title': 'Nuestros servicios',
  'services.lead':
    'Ayudamos a los viajeros a conseguir su eTA de Kenia sin estrés, y a las empresas de viajes a llegar a más clientes en internet.',
  'services.travel.title': 'Servicios de autorización de viaje',
  'services.travel.eta.title': 'Solicitudes de eTA de Kenia',
  'services.travel.eta.text':
    'Una solicitud guiada para 1 a 10 viajeros, revisada por nuestro equipo antes del envío.',
  'services.travel.support.title': 'Atención en 14 idiomas',
  'services.travel.support.text':
    'Ayuda por correo electrónico y chat en vivo antes, durante y después de su solicitud.',
  'services.travel.tracking.title': 'Seguimiento del estado',
  'services.travel.tracking.text': 'Siga su solicitud en línea y reciba su eTA por correo electrónico.',
  'services.marketing.title': 'Marketing digital para empresas de viajes',
  'services.marketing.social.title': 'Marketing en redes sociales',
  'services.marketing.social.text':
    'Campañas y contenidos que llegan a los viajeros donde planifican sus viajes.',
  'services.marketing.ads.title': 'Google Ads y SEO',
  'services.marketing.ads.text':
    'Campañas de búsqueda y posicionamiento que atraen visitantes listos para reservar.',
  'services.marketing.web.title': 'Sitios web y páginas de destino',
  'services.marketing.web.text':
    'Páginas rápidas, accesibles y multilingües que convierten visitantes en clientes.',
  'services.cta': 'Pedir una auditoría de marketing gratuita',
  'portfolio.title': 'Portafolio',
  'portfolio.lead': 'El tipo de proyectos que realizamos para empresas de viajes y de servicios.',
  'portfolio.multilingual.title': 'Sitios de servicios multilingües',
  'portfolio.multilingual.text':
    'Sitios en muchos idiomas, también de derecha a izquierda, que cargan rápido en redes móviles. Este sitio es uno de ellos.',
  'portfolio.search.title': 'Campañas de búsqueda',
  'portfolio.search.text': 'Campañas basadas en lo que buscan los viajeros, medidas con consultas reales.',
  'portfolio.social.title': 'Lanzamientos en redes sociales',
  'portfolio.social.text': 'Planes de contenido y campañas para un nuevo servicio, destino o temporada.',
  'portfolio.references':
    'Pídanos referencias de su sector: las compartimos con permiso de nuestros clientes.',
  'portfolio.cta': 'Pedir una auditoría gratuita',
  'audit.title': 'Auditoría de marketing gratuita',
  'audit.lead':
    'Cuéntenos sobre su empresa: revisaremos su sitio web, su presencia en buscadores y sus redes sociales, y le diremos qué mejorar primero.',
  'audit.company': 'Nombre de la empresa',
  'audit.website': 'Dirección del sitio web',
  'audit.websiteHint': 'Por ejemplo, www.example.com',
  'audit.email': 'Correo electrónico',
  'audit.submit': 'Pedir mi auditoría gratuita',
  'audit.includes.title': 'Qué incluye la auditoría',
  'audit.includes.website': 'La velocidad, la accesibilidad y la claridad de su sitio',
  'audit.includes.search': 'Cómo aparece en los resultados de búsqueda',
  'audit.includes.social': 'Su presencia en redes sociales',
  'audit.toastTitle': 'Auditoría de marketing gratuita solicitada',
  'audit.toastText':
    'Nuestros expertos en marketing digital se pondrán en contacto con usted en 24 horas con su auditoría personalizada.',
  'audit.toastClose': 'Cerrar',
  'audit.errorSummary': 'Hay un problema',
  'audit.errorPrefix': 'Error:',
  'audit.errors.company.required': 'Escriba el nombre de su empresa',
  'audit.errors.company.tooLong': 'El nombre de la empresa debe tener 120 caracteres como máximo',
  'audit.errors.website.required': 'Escriba la dirección de su sitio web',
  'audit.errors.website.invalid': 'Escriba una dirección web como www.example.com',
  'audit.errors.email.required': 'Escriba su correo electrónico',
  'audit.errors.email.invalid':
    'Escriba un correo electrónico con el formato correcto, como nombre@example.com',
};
