/** The passport scanner and the photo check (spec §3 and §8 scanner copy), for travellers and staff. */
export const en = {
  'passport.scan.heading': 'Scan passport',
  'passport.scan.privacy':
    'Your passport is read in this browser: nothing is sent anywhere until you save or upload it.',
  'passport.scan.tips':
    'Use a photo or scan of the page with your photo (JPEG, PNG or PDF): good lighting, the passport flat, all the text visible, taken straight on.',
  'passport.scan.choose': 'Photo or scan of the passport bio-data page',
  'passport.scan.reading': 'Reading your passport… The first time takes a few seconds longer.',
  'passport.scan.imageAlt': 'The passport page you chose',
  'passport.scan.success.title': 'Passport Scanned Successfully',
  'passport.scan.success.text': 'Your passport information has been extracted and validated.',
  'passport.scan.failed.title': 'Scanning Failed',
  'passport.scan.failed.text': 'Failed to scan passport. Please try again with a clearer image.',
  'passport.scan.valid': 'Passport is valid',
  'passport.scan.invalid': 'Validation issues detected',
  'passport.scan.checkAdvice':
    'Some values could not be verified. Check them against your passport, or try again with a sharper image.',
  'passport.scan.errors': 'Validation errors',
  'passport.scan.warnings': 'Warnings',
  'passport.scan.notDetected': 'Not detected',
  'passport.scan.unverified': '(not verified)',
  'passport.scan.apply': 'Use these details',
  'passport.scan.dismiss': 'Do not use them',
  'passport.scan.applied':
    'The details read from the passport have been filled in. Check them below and correct anything that is wrong.',
  'passport.scan.typeInstead': 'You can also type the details in the form.',
  'passport.scan.unreadableFile': 'This file cannot be opened. Choose a JPEG, PNG or PDF file.',
  'passport.scan.unavailable':
    'The passport reader could not start in this browser. Please type the details in the form.',
  'passport.scan.tip.flat': 'Lay the passport flat, so that the lines of text are straight.',
  'passport.scan.tip.light': 'Use brighter, even light, without glare or shadows on the page.',
  'passport.scan.tip.frame':
    'Get the whole page in the frame, including the two lines of letters and <<< at the bottom.',
  'passport.field.surname': 'Surname',
  'passport.field.givenNames': 'Given names',
  'passport.field.sex': 'Sex',
  'passport.field.dateOfBirth': 'Date of birth',
  'passport.field.nationality': 'Nationality',
  'passport.field.passportNumber': 'Passport number',
  'passport.field.issuingCountry': 'Issuing country',
  'passport.field.expiryDate': 'Expiry date',
  'passport.sex.male': 'Male',
  'passport.sex.female': 'Female',
  'passport.sex.unspecified': 'Unspecified',
  'passport.error.notPassport': 'This is not the machine-readable zone of a passport.',
  'passport.error.checkDigit.passportNumber': 'The passport number does not match its check digit.',
  'passport.error.checkDigit.dateOfBirth': 'The date of birth does not match its check digit.',
  'passport.error.checkDigit.expiryDate': 'The expiry date does not match its check digit.',
  'passport.error.checkDigit.personalNumber': 'The personal number does not match its check digit.',
  'passport.error.checkDigit.composite': 'The two lines do not match their final check digit.',
  'passport.error.unreadableField': '{field}: could not be read.',
  'passport.error.mrzText': 'The passport lines sent are not two lines of 44 characters.',
  'passport.error.photoCheck': 'The photo check sent is not valid.',
  'passport.warning.unknownState':
    'The country code {code} is not a country we know: choose the nationality and issuing country yourself.',
  'passport.warning.expired': 'This passport expired on {date}. You need a valid passport to travel.',
  'passport.warning.expiresSoon':
    'This passport expires on {date}, less than 6 months from today. Kenya asks for at least 6 months of validity.',
  'passport.warning.nameTruncated':
    'The names fill the whole line and may be shortened: type them in full, as printed on the page.',
  'passport.compare.reading': 'Reading the passport page…',
  'passport.compare.matches': 'Passport read: it matches the details you gave.',
  'passport.compare.differs':
    'The passport page does not match the details you gave for: {fields}. Check your passport and your details. Our staff will see this difference.',
  'passport.compare.invalid':
    'The passport page was read, but some values could not be verified. Our staff will check it by eye.',
  'passport.compare.notRead':
    'The passport page could not be read automatically. Our staff will check it by eye; a clearer image helps.',
  'passport.photo.checking': 'Checking your photo…',
  'passport.photo.passed': 'Photo check: your photo looks good.',
  'passport.photo.failed': 'Your photo may be refused:',
  'passport.photo.continue': 'You can still upload this photo: our staff decide. Or choose a better one.',
  'passport.photo.uploadAnyway': 'Upload this photo anyway',
  'passport.photo.chooseAnother': 'Choose another photo',
  'passport.photo.noDetector':
    'The face check could not run in this browser: only the size, brightness and sharpness were checked.',
  'passport.photo.problem.lowResolution':
    'The photo is too small. Use the original photo from your camera, at least 400 pixels wide and high.',
  'passport.photo.problem.noFace':
    'We could not find a face. Use a photo of your face looking straight at the camera, without sunglasses.',
  'passport.photo.problem.manyFaces': 'There is more than one face. The photo must show only you.',
  'passport.photo.problem.faceTooSmall':
    'Your face is too small in the photo. Come closer, so that your head fills most of the photo.',
  'passport.photo.problem.faceTooLarge':
    'Your face is too close. Leave some space above your head and show the top of your shoulders.',
  'passport.photo.problem.faceOffCentre': 'Your face is not in the middle. Centre your face in the photo.',
  'passport.photo.problem.tooDark': 'The photo is too dark. Take it in daylight or under bright, even light.',
  'passport.photo.problem.tooBright':
    'The photo is too bright. Avoid direct sunlight and flash on your face.',
  'passport.photo.problem.blurred':
    'The photo is blurred. Hold the camera still and make sure your face is in focus.',
  'passport.admin.heading': 'Passport reading and photo check',
  'passport.admin.applicant': 'Applicant {number}',
  'passport.admin.source.details': 'Scanned when the details were typed',
  'passport.admin.source.document': 'Uploaded bio-data page',
  'passport.admin.matches': 'Passport read: matches',
  'passport.admin.differs': 'Passport read: differs',
  'passport.admin.invalid': 'Passport read: check digits failed',
  'passport.admin.notRead': 'Passport page not read',
  'passport.admin.field': 'Field',
  'passport.admin.typed': 'Typed',
  'passport.admin.read': 'Read from the passport',
  'passport.admin.photoPassed': 'Photo check: passed',
  'passport.admin.photoFindings': 'Photo check: findings (the traveller continued)',
  'passport.admin.photoNotChecked': 'Photo not checked',
  'passport.admin.photoMeasures':
    '{width} × {height} px, {faces} face(s), brightness {brightness}/255, sharpness {sharpness}',
  'passport.admin.none': 'No passport reading or photo check was recorded.',
} as const;

export type PassportKey = keyof typeof en;
export type PassportMessages = Readonly<Record<PassportKey, string>>;
