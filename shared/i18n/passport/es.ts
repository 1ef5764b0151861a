import type { PassportMessages } from './en';

export const es: PassportMessages = {
  'passport.scan.heading': 'Escanear pasaporte',
  'passport.scan.privacy':
    'Su pasaporte se lee en este navegador: no se envía nada hasta que lo guarde o lo suba.',
  'passport.scan.tips':
    'Use una foto o un escaneo de la página con su fotografía (JPEG, PNG o PDF): buena luz, el pasaporte plano, todo el texto visible, tomada de frente.',
  'passport.scan.choose': 'Foto o escaneo de la página de datos personales del pasaporte',
  'passport.scan.reading': 'Leyendo su pasaporte… La primera vez tarda unos segundos más.',
  'passport.scan.imageAlt': 'La página del pasaporte que ha elegido',
  'passport.scan.success.title': 'Pasaporte escaneado correctamente',
  'passport.scan.success.text': 'La información de su pasaporte se ha extraído y validado.',
  'passport.scan.failed.title': 'Error al escanear',
  'passport.scan.failed.text':
    'No se pudo escanear el pasaporte. Inténtelo de nuevo con una imagen más nítida.',
  'passport.scan.valid': 'El pasaporte es válido',
  'passport.scan.invalid': 'Se detectaron problemas de validación',
  'passport.scan.checkAdvice':
    'Algunos valores no se pudieron verificar. Compárelos con su pasaporte o inténtelo de nuevo con una imagen más nítida.',
  'passport.scan.errors': 'Errores de validación',
  'passport.scan.warnings': 'Advertencias',
  'passport.scan.notDetected': 'No detectado',
  'passport.scan.unverified': '(no verificado)',
  'passport.scan.apply': 'Usar estos datos',
  'passport.scan.dismiss': 'No usarlos',
  'passport.scan.applied':
    'Se han rellenado los datos leídos del pasaporte. Revíselos abajo y corrija lo que esté mal.',
  'passport.scan.typeInstead': 'También puede escribir los datos en el formulario.',
  'passport.scan.unreadableFile': 'No se puede abrir este archivo. Elija un archivo JPEG, PNG o PDF.',
  'passport.scan.unavailable':
    'El lector de pasaportes no pudo iniciarse en este navegador. Escriba los datos en el formulario.',
  'passport.scan.tip.flat': 'Coloque el pasaporte plano, para que las líneas de texto queden rectas.',
  'passport.scan.tip.light': 'Use una luz más intensa y uniforme, sin reflejos ni sombras sobre la página.',
  'passport.scan.tip.frame': 'Encuadre la página entera, incluidas las dos líneas de letras y <<< de abajo.',
  'passport.field.surname': 'Apellidos',
  'passport.field.givenNames': 'Nombres',
  'passport.field.sex': 'Sexo',
  'passport.field.dateOfBirth': 'Fecha de nacimiento',
  'passport.field.nationality': 'Nacionalidad',
  'passport.field.passportNumber': 'Número de pasaporte',
  'passport.field.issuingCountry': 'País de expedición',
  'passport.field.expiryDate': 'Fecha de caducidad',
  'passport.sex.male': 'Masculino',
  'passport.sex.female': 'Femenino',
  'passport.sex.unspecified': 'Sin especificar',
  'passport.error.notPassport': 'Esta no es la zona de lectura mecánica de un pasaporte.',
  'passport.error.checkDigit.passportNumber': 'El número de pasaporte no coincide con su dígito de control.',
  'passport.error.checkDigit.dateOfBirth': 'La fecha de nacimiento no coincide con su dígito de control.',
  'passport.error.checkDigit.expiryDate': 'La fecha de caducidad no coincide con su dígito de control.',
  'passport.error.checkDigit.personalNumber': 'El número personal no coincide con su dígito de control.',
  'passport.error.checkDigit.composite': 'Las dos líneas no coinciden con su dígito de control final.',
  'passport.error.unreadableField': '{field}: no se pudo leer.',
  'passport.error.mrzText': 'Las líneas de pasaporte enviadas no son dos líneas de 44 caracteres.',
  'passport.error.photoCheck': 'La comprobación de la foto enviada no es válida.',
  'passport.warning.unknownState':
    'El código de país {code} no es un país que conozcamos: elija usted la nacionalidad y el país de expedición.',
  'passport.warning.expired': 'Este pasaporte caducó el {date}. Necesita un pasaporte válido para viajar.',
  'passport.warning.expiresSoon':
    'Este pasaporte caduca el {date}, dentro de menos de 6 meses. Kenia exige al menos 6 meses de validez.',
  'passport.warning.nameTruncated':
    'Los nombres ocupan toda la línea y pueden estar abreviados: escríbalos completos, tal como aparecen en la página.',
  'passport.compare.reading': 'Leyendo la página del pasaporte…',
  'passport.compare.matches': 'Pasaporte leído: coincide con los datos que indicó.',
  'passport.compare.differs':
    'La página del pasaporte no coincide con los datos que indicó en: {fields}. Revise su pasaporte y sus datos. Nuestro personal verá esta diferencia.',
  'passport.compare.invalid':
    'La página del pasaporte se leyó, pero algunos valores no se pudieron verificar. Nuestro personal la revisará a ojo.',
  'passport.compare.notRead':
    'La página del pasaporte no se pudo leer automáticamente. Nuestro personal la revisará a ojo; una imagen más nítida ayuda.',
  'passport.photo.checking': 'Comprobando su foto…',
  'passport.photo.passed': 'Comprobación de la foto: su foto parece correcta.',
  'passport.photo.failed': 'Su foto podría ser rechazada:',
  'passport.photo.continue': 'Aun así puede subir esta foto: decide nuestro personal. O elija una mejor.',
  'passport.photo.uploadAnyway': 'Subir esta foto de todos modos',
  'passport.photo.chooseAnother': 'Elegir otra foto',
  'passport.photo.noDetector':
    'La comprobación del rostro no pudo ejecutarse en este navegador: solo se comprobaron el tamaño, el brillo y la nitidez.',
  'passport.photo.problem.lowResolution':
    'La foto es demasiado pequeña. Use la foto original de su cámara, de al menos 400 píxeles de ancho y de alto.',
  'passport.photo.problem.noFace':
    'No encontramos ningún rostro. Use una foto de su cara mirando directamente a la cámara, sin gafas de sol.',
  'passport.photo.problem.manyFaces': 'Hay más de un rostro. En la foto debe aparecer solo usted.',
  'passport.photo.problem.faceTooSmall':
    'Su cara se ve demasiado pequeña en la foto. Acérquese, para que su cabeza ocupe la mayor parte de la foto.',
  'passport.photo.problem.faceTooLarge':
    'Su cara está demasiado cerca. Deje algo de espacio sobre la cabeza y muestre la parte superior de los hombros.',
  'passport.photo.problem.faceOffCentre': 'Su cara no está en el centro. Centre su cara en la foto.',
  'passport.photo.problem.tooDark':
    'La foto está demasiado oscura. Tómela con luz de día o con una luz intensa y uniforme.',
  'passport.photo.problem.tooBright':
    'La foto está demasiado clara. Evite la luz solar directa y el flash sobre la cara.',
  'passport.photo.problem.blurred':
    'La foto está borrosa. Mantenga la cámara quieta y compruebe que su cara está enfocada.',
  'passport.admin.heading': 'Lectura del pasaporte y comprobación de la foto',
  'passport.admin.applicant': 'Solicitante {number}',
  'passport.admin.source.details': 'Escaneado al escribir los datos',
  'passport.admin.source.document': 'Página de datos personales subida',
  'passport.admin.matches': 'Pasaporte leído: coincide',
  'passport.admin.differs': 'Pasaporte leído: difiere',
  'passport.admin.invalid': 'Pasaporte leído: dígitos de control erróneos',
  'passport.admin.notRead': 'Página del pasaporte no leída',
  'passport.admin.field': 'Campo',
  'passport.admin.typed': 'Escrito',
  'passport.admin.read': 'Leído del pasaporte',
  'passport.admin.photoPassed': 'Comprobación de la foto: superada',
  'passport.admin.photoFindings': 'Comprobación de la foto: observaciones (el viajero continuó)',
  'passport.admin.photoNotChecked': 'Foto no comprobada',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} rostro(s), brillo {brightness}/255, nitidez {sharpness}',
  'passport.admin.none': 'No se registró ninguna lectura de pasaporte ni comprobación de foto.',
};
