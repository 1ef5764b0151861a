import type { CoreMessages } from './en';

export const ja: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': 'ケニアの電子渡航認証をオンラインで申請',
  'meta.description':
    '1～10名の旅行者のケニア電子渡航認証（eTA）をオンラインで申請し、安全に支払い、申請状況を確認できます。',
  'a11y.skipToContent': 'メインコンテンツへスキップ',
  'nav.label': 'メインナビゲーション',
  'nav.home': 'ホーム',
  'nav.apply': 'eTAを申請',
  'nav.checkStatus': 'ステータス確認',
  'nav.howToApply': '申請方法',
  'nav.requirements': '必要条件',
  'nav.faq': 'よくある質問',
  'nav.contact': 'お問い合わせ',
  'language.label': '言語',
  'language.change': '言語を変更',
  'footer.disclaimer':
    '当社は旅行者のケニアeTA申請を支援する民間企業であり、ケニア政府とは関係ありません。料金には政府手数料と当社のサービス料が含まれます。',
  'footer.rights': '© {year} Kenya eTA Online 無断転載を禁じます。',
  'footer.legal': '法的情報',
  'home.title': 'ケニアeTA：数分でオンライン申請',
  'home.lead':
    '最大10名まで1回の申請で手続きできます。処理スピードを選び、カードで安全に支払い、書類をアップロードして、申請状況をオンラインで確認できます。',
  'home.apply': '申請を始める',
  'home.checkStatus': '申請状況を確認',
  'notFound.title': '404 ページが見つかりません',
  'notFound.text': 'ページをルーターに追加し忘れていませんか？',
  'notFound.help': 'お探しのページは存在しないか、移動しました。',
  'notFound.home': 'ホームページへ',
};
