import type { PassportMessages } from './en';

export const ja: PassportMessages = {
  'passport.scan.heading': 'パスポートをスキャン',
  'passport.scan.privacy':
    'パスポートはこのブラウザー内で読み取られます。保存またはアップロードするまで、どこにも送信されません。',
  'passport.scan.tips':
    '顔写真のあるページの写真またはスキャン（JPEG、PNG、PDF）を使ってください。明るい場所で、パスポートを平らにし、すべての文字が見えるよう正面から撮影してください。',
  'passport.scan.choose': 'パスポートの身分事項ページの写真またはスキャン',
  'passport.scan.reading': 'パスポートを読み取っています… 初回は数秒長くかかります。',
  'passport.scan.imageAlt': '選択したパスポートのページ',
  'passport.scan.success.title': 'パスポートのスキャンに成功しました',
  'passport.scan.success.text': 'パスポートの情報を抽出し、検証しました。',
  'passport.scan.failed.title': 'スキャンに失敗しました',
  'passport.scan.failed.text':
    'パスポートをスキャンできませんでした。より鮮明な画像でもう一度お試しください。',
  'passport.scan.valid': 'パスポートは有効です',
  'passport.scan.invalid': '検証で問題が見つかりました',
  'passport.scan.checkAdvice':
    '一部の値を検証できませんでした。パスポートと照らし合わせるか、より鮮明な画像でもう一度お試しください。',
  'passport.scan.errors': '検証エラー',
  'passport.scan.warnings': '警告',
  'passport.scan.notDetected': '検出されません',
  'passport.scan.unverified': '（未検証）',
  'passport.scan.apply': 'この情報を使う',
  'passport.scan.dismiss': '使わない',
  'passport.scan.applied':
    'パスポートから読み取った情報を入力しました。下で確認し、誤りがあれば修正してください。',
  'passport.scan.typeInstead': 'フォームに手で入力することもできます。',
  'passport.scan.unreadableFile': 'このファイルは開けません。JPEG、PNG、PDF のファイルを選んでください。',
  'passport.scan.unavailable':
    'このブラウザーではパスポート読み取り機能を起動できませんでした。フォームに入力してください。',
  'passport.scan.tip.flat': '文字の行がまっすぐになるよう、パスポートを平らに置いてください。',
  'passport.scan.tip.light': 'より明るく均一な光を使い、ページに反射や影が入らないようにしてください。',
  'passport.scan.tip.frame': '下部にある英字と <<< の 2 行を含め、ページ全体を枠に入れてください。',
  'passport.field.surname': '姓',
  'passport.field.givenNames': '名',
  'passport.field.sex': '性別',
  'passport.field.dateOfBirth': '生年月日',
  'passport.field.nationality': '国籍',
  'passport.field.passportNumber': '旅券番号',
  'passport.field.issuingCountry': '発行国',
  'passport.field.expiryDate': '有効期間満了日',
  'passport.sex.male': '男性',
  'passport.sex.female': '女性',
  'passport.sex.unspecified': '指定なし',
  'passport.error.notPassport': 'これはパスポートの機械読取領域ではありません。',
  'passport.error.checkDigit.passportNumber': '旅券番号がチェックディジットと一致しません。',
  'passport.error.checkDigit.dateOfBirth': '生年月日がチェックディジットと一致しません。',
  'passport.error.checkDigit.expiryDate': '有効期間満了日がチェックディジットと一致しません。',
  'passport.error.checkDigit.personalNumber': '個人番号がチェックディジットと一致しません。',
  'passport.error.checkDigit.composite': '2 行全体が最終チェックディジットと一致しません。',
  'passport.error.unreadableField': '{field}：読み取れませんでした。',
  'passport.error.mrzText': '送信されたパスポートの行が 44 文字 × 2 行ではありません。',
  'passport.error.photoCheck': '送信された写真チェックが無効です。',
  'passport.warning.unknownState':
    '国コード {code} は当サイトが認識している国ではありません。国籍と発行国はご自身で選んでください。',
  'passport.warning.expired':
    'このパスポートは {date} に有効期限が切れています。渡航には有効なパスポートが必要です。',
  'passport.warning.expiresSoon':
    'このパスポートは {date} に有効期限が切れ、今日から 6 か月未満です。ケニアでは 6 か月以上の残存期間が必要です。',
  'passport.warning.nameTruncated':
    '名前が行いっぱいに入っており、省略されている可能性があります。ページに印字されているとおりに正確に入力してください。',
  'passport.compare.reading': 'パスポートのページを読み取っています…',
  'passport.compare.matches': 'パスポートを読み取りました：入力された情報と一致しています。',
  'passport.compare.differs':
    'パスポートのページが、入力された次の情報と一致しません：{fields}。パスポートと入力内容を確認してください。この違いは当社スタッフにも表示されます。',
  'passport.compare.invalid':
    'パスポートのページを読み取りましたが、一部の値を検証できませんでした。当社スタッフが目視で確認します。',
  'passport.compare.notRead':
    'パスポートのページを自動で読み取れませんでした。当社スタッフが目視で確認します。より鮮明な画像だと助かります。',
  'passport.photo.checking': '写真を確認しています…',
  'passport.photo.passed': '写真チェック：写真は問題なさそうです。',
  'passport.photo.failed': 'この写真は受理されない可能性があります：',
  'passport.photo.continue':
    'この写真をそのままアップロードすることもできます（判断は当社スタッフが行います）。より良い写真を選ぶこともできます。',
  'passport.photo.uploadAnyway': 'この写真をそのままアップロード',
  'passport.photo.chooseAnother': '別の写真を選ぶ',
  'passport.photo.noDetector':
    'このブラウザーでは顔のチェックを実行できませんでした。サイズ、明るさ、鮮明さのみ確認しました。',
  'passport.photo.problem.lowResolution':
    '写真が小さすぎます。カメラで撮影した元の写真を使い、幅・高さとも 400 ピクセル以上にしてください。',
  'passport.photo.problem.noFace':
    '顔が見つかりませんでした。サングラスをかけず、カメラを正面から見た顔写真を使ってください。',
  'passport.photo.problem.manyFaces': '顔が複数写っています。写真にはご本人だけが写るようにしてください。',
  'passport.photo.problem.faceTooSmall':
    '写真の顔が小さすぎます。近づいて、頭が写真の大部分を占めるようにしてください。',
  'passport.photo.problem.faceTooLarge': '顔が近すぎます。頭の上に少し余白を残し、肩の上部も写してください。',
  'passport.photo.problem.faceOffCentre': '顔が中央にありません。顔を写真の中央に配置してください。',
  'passport.photo.problem.tooDark':
    '写真が暗すぎます。日光の下、または明るく均一な光の下で撮影してください。',
  'passport.photo.problem.tooBright':
    '写真が明るすぎます。顔に直射日光やフラッシュが当たらないようにしてください。',
  'passport.photo.problem.blurred':
    '写真がぼやけています。カメラを固定し、顔にピントが合っていることを確認してください。',
  'passport.admin.heading': 'パスポートの読み取りと写真チェック',
  'passport.admin.applicant': '申請者 {number}',
  'passport.admin.source.details': '情報入力時にスキャン',
  'passport.admin.source.document': 'アップロードされた身分事項ページ',
  'passport.admin.matches': 'パスポート読み取り：一致',
  'passport.admin.differs': 'パスポート読み取り：相違あり',
  'passport.admin.invalid': 'パスポート読み取り：チェックディジット不一致',
  'passport.admin.notRead': 'パスポートのページは未読取',
  'passport.admin.field': '項目',
  'passport.admin.typed': '入力値',
  'passport.admin.read': 'パスポートからの読取値',
  'passport.admin.photoPassed': '写真チェック：合格',
  'passport.admin.photoFindings': '写真チェック：指摘あり（申請者は続行）',
  'passport.admin.photoNotChecked': '写真は未チェック',
  'passport.admin.photoMeasures':
    '{width} × {height} ピクセル、顔 {faces} 件、明るさ {brightness}/255、鮮明さ {sharpness}',
  'passport.admin.none': 'パスポートの読み取りも写真チェックも記録されていません。',
};
