import type { AdminAuthMessages } from './en';

export const ja: AdminAuthMessages = {
  'admin.signIn.pageTitle': 'スタッフ ログイン',
  'admin.signIn.checking': 'ログイン状態を確認しています…',
  'admin.signIn.title': '管理パネルにログイン',
  'admin.signIn.lead':
    'Kenya eTA のスタッフ専用です。ユーザー名、パスワード、スマートフォンの認証アプリが必要です。',
  'admin.signIn.username': 'ユーザー名',
  'admin.signIn.password': 'パスワード',
  'admin.signIn.continue': '続行',
  'admin.signIn.busy': 'お待ちください…',
  'admin.signIn.errorSummaryTitle': '問題があります',
  'admin.signIn.errorPrefix': 'エラー：',
  'admin.signIn.invalidCredentials': 'ユーザー名またはパスワードが正しくありません',
  'admin.signIn.tooManyAttempts.one': '試行回数が多すぎます。{minutes} 分後にもう一度お試しください。',
  'admin.signIn.tooManyAttempts.other': '試行回数が多すぎます。{minutes} 分後にもう一度お試しください。',
  'admin.signIn.networkError': 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
  'admin.signIn.serverError': 'こちら側で問題が発生しました。しばらくしてからもう一度お試しください。',
  'admin.signIn.code.title': 'ログイン コードを入力',
  'admin.signIn.code.lead': 'スマートフォンの認証アプリを開き、Kenya eTA Admin を探してください。',
  'admin.signIn.code.label': '認証アプリのコード',
  'admin.signIn.code.hint': '6 桁のコードは 30 秒ごとに変わります。',
  'admin.signIn.code.submit': 'ログイン',
  'admin.signIn.code.invalid':
    'コードが正しくないか、すでに使用されています。次のコードを待ってから、もう一度お試しください。',
  'admin.signIn.expired':
    '5 分以内にログインが完了しませんでした。ユーザー名とパスワードをもう一度入力してください。',
  'admin.signIn.restart': 'ユーザー名とパスワードからやり直す',
  'admin.signIn.enrol.title': '認証アプリを設定',
  'admin.signIn.enrol.lead':
    'スタッフのログインには毎回、2 段階目として認証アプリのコードが必要です。設定は 1 回だけです。',
  'admin.signIn.enrol.install':
    '認証アプリがない場合は、Google Authenticator、Microsoft Authenticator、FreeOTP などをスマートフォンにインストールしてください。',
  'admin.signIn.enrol.scan': 'アプリでアカウントを追加し、この QR コードを読み取ってください。',
  'admin.signIn.enrol.qrLabel': 'Kenya eTA Admin を認証アプリに追加する QR コード',
  'admin.signIn.enrol.manual':
    '読み取れない場合は、セットアップ キーの入力を選び、次の時間ベースのキーを入力してください：',
  'admin.signIn.enrol.keyLabel': 'セットアップ キー',
  'admin.signIn.enrol.enterCode': 'アプリが Kenya eTA Admin に表示している 6 桁のコードを入力してください。',
  'admin.signIn.enrol.submit': '確認してログイン',
  'admin.signIn.signedOut': 'ログアウトしました。',
  'admin.signIn.signOutFailed':
    'まだログインしたままです。サーバーに接続できません。接続を確認して、もう一度お試しください。',
  'admin.errors.usernameRequired': 'ユーザー名を入力してください',
  'admin.errors.passwordRequired': 'パスワードを入力してください',
  'admin.errors.codeFormat': '認証アプリの 6 桁のコードを入力してください',
};
