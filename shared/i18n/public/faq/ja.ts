import type { FaqMessages } from './en';

export const ja: FaqMessages = {
  'faq.title': 'よくある質問',
  'faq.lead': 'ケニア eTA、当社のサービス、お支払い、旅行についての回答です。',
  'faq.search.label': '質問を検索',
  'faq.search.hint': '例：返金、パスポート、グループ',
  'faq.categories.label': 'カテゴリ',
  'faq.category.all': 'すべて',
  'faq.category.general': '一般',
  'faq.category.application': '申請',
  'faq.category.payment': '支払い',
  'faq.category.validity': '有効期間',
  'faq.category.requirements': '要件',
  'faq.category.process': '手続き',
  'faq.category.travel': '旅行',
  'faq.results': '表示中の質問：{total}件中{count}件',
  'faq.noResults.title': '該当する結果がありません',
  'faq.noResults.text': '検索語やカテゴリの絞り込みを変えてお試しください。',
  'faq.help.title': 'まだお困りですか？',
  'faq.help.text': 'サポートチームが24時間以内に返信します。申請状況はいつでも確認できます。',
  'faq.help.contact': 'お問い合わせ',
  'faq.help.status': '申請状況を確認',
  'faq.what-is-eta.question': 'ケニア eTA とは何ですか？',
  'faq.what-is-eta.answer':
    '電子渡航認証（eTA）は、ほとんどの旅行者がケニアへ渡航するのに必要な許可です。2024年1月にビザに代わって導入されました。渡航前にオンラインで申請し、承認された eTA はメールで届きます。',
  'faq.who-needs-eta.question': 'ケニア eTA が必要なのは誰ですか？',
  'faq.who-needs-eta.answer':
    '東アフリカ共同体の他の加盟国など、ビザ不要または免除の国の国民でない限り、すべての旅行者に eTA が必要です。子どもや乳児にも個別の eTA が必要です。国籍ごとの要件は入国要件のページで確認できます。',
  'faq.processing-times.question': '処理にはどれくらいかかりますか？',
  'faq.processing-times.answer':
    '通常処理は{normalMin}〜{normalMax}営業日、お急ぎ処理は{fastMin}〜{fastMax}営業日、特急処理は{superFastMin}〜{superFastMax}営業日です。期間は支払いの確認後に始まります。',
  'faq.required-documents.question': 'どんな書類が必要ですか？',
  'faq.required-documents.answer':
    '到着後6か月以上有効なパスポート、最近のパスポート規格の写真、旅行日程、滞在先の住所です。支払い後に、パスポートの顔写真ページのスキャンと写真をアップロードします。',
  'faq.group-applications.question': '家族やグループでまとめて申請できますか？',
  'faq.group-applications.answer':
    'はい。1つの申請で1〜10名まで申請できます。旅行日程など全員に共通の情報は一度入力するだけで、人数が多いほど1人あたりのサービス料が下がります。',
  'faq.cost.question': 'eTA の費用はいくらですか？',
  'faq.cost.answer':
    '旅行者1名につき、政府手数料 {governmentFee}、人数に応じたサービス料 {serviceMin}〜{serviceMax}、処理速度に応じた処理料 {normal}・{fast}・{superFast} のいずれかがかかります。旅行保険は任意で {insurance} です。合計は支払い前に確認できます。',
  'faq.payment-methods.question': '支払い方法は？',
  'faq.payment-methods.answer':
    '3-D Secure に対応した安全な決済ページで、デビットカードまたはクレジットカード（Visa、Mastercard、American Express）でお支払いいただけます。カード番号の全桁を当社が見ることや保存することはありません。',
  'faq.refunds.question': '返金してもらえますか？',
  'faq.refunds.answer':
    '処理が始まっていなければ、支払いから24時間以内に返金を申し込めます。申請の処理が始まった後、またはケニア当局に提出された後は返金できません。詳しくは返金ポリシーをご覧ください。',
  'faq.validity.question': 'eTA の有効期間は？',
  'faq.validity.answer':
    '観光・商用の eTA は発行日から90日以内に1回の入国に有効です。トランジット eTA では最長72時間まで滞在できます。',
  'faq.length-of-stay.question': 'ケニアにどのくらい滞在できますか？',
  'faq.length-of-stay.answer':
    '観光・商用の eTA で1回の訪問につき最長90日です。滞在期間は到着時に入国審査官が決定します。',
  'faq.vaccinations.question': '予防接種は必要ですか？',
  'faq.vaccinations.answer':
    '黄熱のリスクがある国から到着する場合、またはそうした国を経由した場合は黄熱予防接種証明書が必要です。その他の予防接種やマラリア予防については、渡航の4〜6週間前に医師に相談してください。',
  'faq.passport-validity.question': 'パスポートの残存期間はどのくらい必要ですか？',
  'faq.passport-validity.answer':
    'ケニア到着日から6か月以上で、入国スタンプ用の空白ページが1ページ以上（2ページ推奨）必要です。',
  'faq.tracking.question': '申請状況はどうやって確認しますか？',
  'faq.tracking.answer':
    '状況確認ページで申請番号（例：KE-12345678）とメールアドレスを入力してください。審査結果が出たときにもメールでお知らせします。',
  'faq.printing.question': 'eTA を印刷する必要はありますか？',
  'faq.printing.answer':
    '印刷したものを持参するか、スマートフォンに保存してください。航空会社がチェックイン時に確認することがあり、入国審査官も到着時に確認します。',
  'faq.extending-stay.question': 'ケニアでの滞在を延長できますか？',
  'faq.extending-stay.answer':
    '延長の可否は当社ではなく、ケニア入国管理局が決定します。許可された滞在期間が終わる前に同局へ申請してください。超過滞在は罰金や再入国禁止につながることがあります。',
};
