import type { AdminAuthMessages } from './en';

export const es: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Acceso del personal',
  'admin.signIn.checking': 'Comprobando si ha iniciado sesión…',
  'admin.signIn.title': 'Inicie sesión en el panel de administración',
  'admin.signIn.lead':
    'Solo para el personal de Kenya eTA. Necesita su nombre de usuario, su contraseña y la aplicación de autenticación de su teléfono.',
  'admin.signIn.username': 'Nombre de usuario',
  'admin.signIn.password': 'Contraseña',
  'admin.signIn.continue': 'Continuar',
  'admin.signIn.busy': 'Espere, por favor…',
  'admin.signIn.errorSummaryTitle': 'Hay un problema',
  'admin.signIn.errorPrefix': 'Error:',
  'admin.signIn.invalidCredentials': 'Nombre de usuario o contraseña no válidos',
  'admin.signIn.tooManyAttempts.one': 'Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minuto.',
  'admin.signIn.tooManyAttempts.other':
    'Demasiados intentos. Vuelva a intentarlo dentro de {minutes} minutos.',
  'admin.signIn.networkError':
    'No se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  'admin.signIn.serverError': 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
  'admin.signIn.code.title': 'Introduzca su código de acceso',
  'admin.signIn.code.lead': 'Abra la aplicación de autenticación de su teléfono y busque Kenya eTA Admin.',
  'admin.signIn.code.label': 'Código de su aplicación de autenticación',
  'admin.signIn.code.hint': 'El código de 6 dígitos cambia cada 30 segundos.',
  'admin.signIn.code.submit': 'Iniciar sesión',
  'admin.signIn.code.invalid':
    'El código es incorrecto o ya se ha utilizado. Espere al siguiente código e inténtelo de nuevo.',
  'admin.signIn.expired':
    'No completó el inicio de sesión en 5 minutos. Vuelva a introducir su nombre de usuario y su contraseña.',
  'admin.signIn.restart': 'Empezar de nuevo con el nombre de usuario y la contraseña',
  'admin.signIn.enrol.title': 'Configure su aplicación de autenticación',
  'admin.signIn.enrol.lead':
    'Cada acceso del personal exige, como segundo paso, un código de una aplicación de autenticación. Solo lo configura una vez.',
  'admin.signIn.enrol.install':
    'Instale una aplicación de autenticación en su teléfono si no tiene ninguna, por ejemplo Google Authenticator, Microsoft Authenticator o FreeOTP.',
  'admin.signIn.enrol.scan': 'En la aplicación, añada una cuenta y escanee este código QR.',
  'admin.signIn.enrol.qrLabel': 'Código QR que añade Kenya eTA Admin a una aplicación de autenticación',
  'admin.signIn.enrol.manual':
    'Si no puede escanearlo, elija introducir una clave de configuración y escriba esta clave basada en el tiempo:',
  'admin.signIn.enrol.keyLabel': 'Clave de configuración',
  'admin.signIn.enrol.enterCode':
    'Introduzca el código de 6 dígitos que la aplicación muestra ahora para Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Confirmar e iniciar sesión',
  'admin.signIn.signedOut': 'Ha cerrado la sesión.',
  'admin.signIn.signOutFailed':
    'Su sesión sigue abierta: no se pudo contactar con el servidor. Compruebe su conexión e inténtelo de nuevo.',
  'admin.errors.usernameRequired': 'Introduzca su nombre de usuario',
  'admin.errors.passwordRequired': 'Introduzca su contraseña',
  'admin.errors.codeFormat': 'Introduzca el código de 6 dígitos de su aplicación de autenticación',
};
