import type { CoreMessages } from './en';

export const es: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'Solicite en línea su autorización electrónica de viaje para Kenia',
  'meta.description':
    'Solicite en línea una autorización electrónica de viaje (eTA) para Kenia para 1 a 10 viajeros, pague de forma segura y siga su solicitud.',
  'a11y.skipToContent': 'Saltar al contenido principal',
  'nav.label': 'Navegación principal',
  'nav.home': 'Inicio',
  'nav.apply': 'Solicitar eTA',
  'nav.checkStatus': 'Consultar estado',
  'nav.howToApply': 'Cómo solicitar',
  'nav.requirements': 'Requisitos',
  'nav.faq': 'Preguntas frecuentes',
  'nav.contact': 'Contacto',
  'language.label': 'Idioma',
  'language.change': 'Cambiar idioma',
  'footer.disclaimer':
    'Somos una empresa privada que ayuda a los viajeros a solicitar la eTA de Kenia. No estamos afiliados al Gobierno de Kenia. Nuestra tarifa incluye la tasa gubernamental y nuestra tarifa de servicio.',
  'footer.rights': '© {year} Kenya eTA Online. Todos los derechos reservados.',
  'footer.legal': 'Legal',
  'home.title': 'eTA de Kenia: solicítela en línea en minutos',
  'home.lead':
    'Una sola solicitud para hasta 10 viajeros. Elija la velocidad de tramitación, pague con tarjeta de forma segura, suba sus documentos y siga su solicitud en línea.',
  'home.apply': 'Comenzar su solicitud',
  'home.checkStatus': 'Consultar el estado de la solicitud',
  'notFound.title': '404 Página no encontrada',
  'notFound.text': '¿Olvidó añadir la página al enrutador?',
  'notFound.help': 'La página que busca no existe o se ha movido.',
  'notFound.home': 'Ir a la página de inicio',
};
