import type { AdminAuthMessages } from './en';

export const hi: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'स्टाफ़ साइन-इन',
  'admin.signIn.checking': 'जाँच की जा रही है कि आप साइन इन हैं या नहीं…',
  'admin.signIn.title': 'एडमिन पैनल में साइन इन करें',
  'admin.signIn.lead': 'केवल Kenya eTA स्टाफ़ के लिए। आपको अपना यूज़रनेम, पासवर्ड और फ़ोन पर ऑथेंटिकेटर ऐप चाहिए।',
  'admin.signIn.username': 'यूज़रनेम',
  'admin.signIn.password': 'पासवर्ड',
  'admin.signIn.continue': 'जारी रखें',
  'admin.signIn.busy': 'कृपया प्रतीक्षा करें…',
  'admin.signIn.errorSummaryTitle': 'एक समस्या है',
  'admin.signIn.errorPrefix': 'त्रुटि:',
  'admin.signIn.invalidCredentials': 'अमान्य यूज़रनेम या पासवर्ड',
  'admin.signIn.tooManyAttempts.one': 'बहुत अधिक प्रयास। {minutes} मिनट बाद फिर से कोशिश करें।',
  'admin.signIn.tooManyAttempts.other': 'बहुत अधिक प्रयास। {minutes} मिनट बाद फिर से कोशिश करें।',
  'admin.signIn.networkError': 'सर्वर तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'admin.signIn.serverError': 'हमारी ओर से कुछ गड़बड़ हुई। थोड़ी देर में फिर से कोशिश करें।',
  'admin.signIn.code.title': 'अपना साइन-इन कोड डालें',
  'admin.signIn.code.lead': 'अपने फ़ोन पर ऑथेंटिकेटर ऐप खोलें और Kenya eTA Admin ढूँढें।',
  'admin.signIn.code.label': 'ऑथेंटिकेटर ऐप का कोड',
  'admin.signIn.code.hint': '6 अंकों का कोड हर 30 सेकंड में बदलता है।',
  'admin.signIn.code.submit': 'साइन इन करें',
  'admin.signIn.code.invalid':
    'कोड गलत है या पहले ही इस्तेमाल हो चुका है। अगले कोड की प्रतीक्षा करें और फिर से कोशिश करें।',
  'admin.signIn.expired': 'आपका साइन-इन 5 मिनट में पूरा नहीं हुआ। अपना यूज़रनेम और पासवर्ड फिर से डालें।',
  'admin.signIn.restart': 'यूज़रनेम और पासवर्ड से फिर से शुरू करें',
  'admin.signIn.enrol.title': 'अपना ऑथेंटिकेटर ऐप सेट करें',
  'admin.signIn.enrol.lead':
    'हर स्टाफ़ साइन-इन में दूसरे चरण के रूप में ऑथेंटिकेटर ऐप का कोड चाहिए। इसे आप केवल एक बार सेट करते हैं।',
  'admin.signIn.enrol.install':
    'अगर आपके फ़ोन पर ऑथेंटिकेटर ऐप नहीं है तो कोई एक इंस्टॉल करें, जैसे Google Authenticator, Microsoft Authenticator या FreeOTP।',
  'admin.signIn.enrol.scan': 'ऐप में एक खाता जोड़ें और यह QR कोड स्कैन करें।',
  'admin.signIn.enrol.qrLabel': 'Kenya eTA Admin को ऑथेंटिकेटर ऐप में जोड़ने वाला QR कोड',
  'admin.signIn.enrol.manual':
    'अगर आप इसे स्कैन नहीं कर सकते, तो सेटअप कुंजी डालने का विकल्प चुनें और यह समय-आधारित कुंजी टाइप करें:',
  'admin.signIn.enrol.keyLabel': 'सेटअप कुंजी',
  'admin.signIn.enrol.enterCode': 'ऐप अभी Kenya eTA Admin के लिए जो 6 अंकों का कोड दिखा रहा है, उसे डालें।',
  'admin.signIn.enrol.submit': 'पुष्टि करें और साइन इन करें',
  'admin.signIn.signedOut': 'आप साइन आउट हो गए हैं।',
  'admin.signIn.signOutFailed':
    'आप अभी भी साइन इन हैं: सर्वर तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'admin.errors.usernameRequired': 'अपना यूज़रनेम डालें',
  'admin.errors.passwordRequired': 'अपना पासवर्ड डालें',
  'admin.errors.codeFormat': 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड डालें',
};
