import type { AdminAuthMessages } from './en';

export const sw: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'Kuingia kwa wafanyakazi',
  'admin.signIn.checking': 'Tunaangalia kama umeingia…',
  'admin.signIn.title': 'Ingia kwenye paneli ya usimamizi',
  'admin.signIn.lead':
    'Kwa wafanyakazi wa Kenya eTA pekee. Unahitaji jina la mtumiaji, nenosiri na programu ya uthibitishaji kwenye simu yako.',
  'admin.signIn.username': 'Jina la mtumiaji',
  'admin.signIn.password': 'Nenosiri',
  'admin.signIn.continue': 'Endelea',
  'admin.signIn.busy': 'Tafadhali subiri…',
  'admin.signIn.errorSummaryTitle': 'Kuna tatizo',
  'admin.signIn.errorPrefix': 'Hitilafu:',
  'admin.signIn.invalidCredentials': 'Jina la mtumiaji au nenosiri si sahihi',
  'admin.signIn.tooManyAttempts.one': 'Majaribio mengi mno. Jaribu tena baada ya dakika {minutes}.',
  'admin.signIn.tooManyAttempts.other': 'Majaribio mengi mno. Jaribu tena baada ya dakika {minutes}.',
  'admin.signIn.networkError': 'Seva haikupatikana. Angalia muunganisho wako kisha ujaribu tena.',
  'admin.signIn.serverError': 'Hitilafu imetokea upande wetu. Jaribu tena baada ya muda mfupi.',
  'admin.signIn.code.title': 'Weka msimbo wako wa kuingia',
  'admin.signIn.code.lead': 'Fungua programu ya uthibitishaji kwenye simu yako na utafute Kenya eTA Admin.',
  'admin.signIn.code.label': 'Msimbo kutoka kwenye programu ya uthibitishaji',
  'admin.signIn.code.hint': 'Msimbo wa tarakimu 6 hubadilika kila sekunde 30.',
  'admin.signIn.code.submit': 'Ingia',
  'admin.signIn.code.invalid':
    'Msimbo si sahihi au umeshatumika. Subiri msimbo unaofuata kisha ujaribu tena.',
  'admin.signIn.expired':
    'Hukumaliza kuingia ndani ya dakika 5. Weka tena jina lako la mtumiaji na nenosiri.',
  'admin.signIn.restart': 'Anza upya kwa jina la mtumiaji na nenosiri',
  'admin.signIn.enrol.title': 'Sanidi programu yako ya uthibitishaji',
  'admin.signIn.enrol.lead':
    'Kila mara mfanyakazi anapoingia, hatua ya pili ni msimbo kutoka kwenye programu ya uthibitishaji. Unaisanidi mara moja tu.',
  'admin.signIn.enrol.install':
    'Sakinisha programu ya uthibitishaji kwenye simu yako kama huna, kwa mfano Google Authenticator, Microsoft Authenticator au FreeOTP.',
  'admin.signIn.enrol.scan': 'Kwenye programu, ongeza akaunti kisha uchanganue msimbo huu wa QR.',
  'admin.signIn.enrol.qrLabel': 'Msimbo wa QR unaoongeza Kenya eTA Admin kwenye programu ya uthibitishaji',
  'admin.signIn.enrol.manual':
    'Ikiwa huwezi kuuchanganua, chagua kuweka ufunguo wa usanidi kisha uandike ufunguo huu unaotegemea muda:',
  'admin.signIn.enrol.keyLabel': 'Ufunguo wa usanidi',
  'admin.signIn.enrol.enterCode':
    'Weka msimbo wa tarakimu 6 ambao programu inaonyesha sasa kwa Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Thibitisha na uingie',
  'admin.signIn.signedOut': 'Umetoka.',
  'admin.signIn.signOutFailed':
    'Bado umeingia: seva haikupatikana. Angalia muunganisho wako kisha ujaribu tena.',
  'admin.errors.usernameRequired': 'Weka jina lako la mtumiaji',
  'admin.errors.passwordRequired': 'Weka nenosiri lako',
  'admin.errors.codeFormat': 'Weka msimbo wa tarakimu 6 kutoka kwenye programu yako ya uthibitishaji',
};
