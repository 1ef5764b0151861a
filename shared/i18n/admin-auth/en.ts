/** Staff sign-in of the admin panel (password, authenticator code, enrolment by QR code). */
export const en = {
  'admin.signIn.pageTitle': 'Staff sign-in',
  'admin.signIn.checking': 'Checking whether you are signed in…',
  'admin.signIn.title': 'Sign in to the admin panel',
  'admin.signIn.lead':
    'For Kenya eTA staff only. You need your username, your password and the authenticator app on your phone.',
  'admin.signIn.username': 'Username',
  'admin.signIn.password': 'Password',
  'admin.signIn.continue': 'Continue',
  'admin.signIn.busy': 'Please wait…',
  'admin.signIn.errorSummaryTitle': 'There is a problem',
  'admin.signIn.errorPrefix': 'Error:',
  'admin.signIn.invalidCredentials': 'Invalid username or password',
  'admin.signIn.tooManyAttempts.one': 'Too many attempts. Try again in {minutes} minute.',
  'admin.signIn.tooManyAttempts.other': 'Too many attempts. Try again in {minutes} minutes.',
  'admin.signIn.networkError': 'The server could not be reached. Check your connection and try again.',
  'admin.signIn.serverError': 'Something went wrong on our side. Try again in a moment.',
  'admin.signIn.code.title': 'Enter your sign-in code',
  'admin.signIn.code.lead': 'Open the authenticator app on your phone and find Kenya eTA Admin.',
  'admin.signIn.code.label': 'Code from your authenticator app',
  'admin.signIn.code.hint': 'The 6-digit code changes every 30 seconds.',
  'admin.signIn.code.submit': 'Sign in',
  'admin.signIn.code.invalid':
    'The code is wrong or has already been used. Wait for the next code and try again.',
  'admin.signIn.expired':
    'Your sign-in was not finished within 5 minutes. Enter your username and password again.',
  'admin.signIn.restart': 'Start again with your username and password',
  'admin.signIn.enrol.title': 'Set up your authenticator app',
  'admin.signIn.enrol.lead':
    'Every staff sign-in needs a code from an authenticator app as a second step. You set it up once.',
  'admin.signIn.enrol.install':
    'Install an authenticator app on your phone if you do not have one, for example Google Authenticator, Microsoft Authenticator or FreeOTP.',
  'admin.signIn.enrol.scan': 'In the app, add an account and scan this QR code.',
  'admin.signIn.enrol.qrLabel': 'QR code that adds Kenya eTA Admin to an authenticator app',
  'admin.signIn.enrol.manual':
    'If you cannot scan it, choose to enter a setup key and type this time-based key:',
  'admin.signIn.enrol.keyLabel': 'Setup key',
  'admin.signIn.enrol.enterCode': 'Enter the 6-digit code the app now shows for Kenya eTA Admin.',
  'admin.signIn.enrol.submit': 'Confirm and sign in',
  'admin.signIn.signedOut': 'You have signed out.',
  'admin.signIn.signOutFailed':
    'You are still signed in: the server could not be reached. Check your connection and try again.',
  'admin.errors.usernameRequired': 'Enter your username',
  'admin.errors.passwordRequired': 'Enter your password',
  'admin.errors.codeFormat': 'Enter the 6-digit code from your authenticator app',
} as const;

export type AdminAuthKey = keyof typeof en;
export type AdminAuthMessages = Readonly<Record<AdminAuthKey, string>>;
