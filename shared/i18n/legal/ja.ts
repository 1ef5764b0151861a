import type { LegalMessages } from './en';

export const ja: LegalMessages = {
  'legal.englishOnly': 'このポリシーは英語版のみ公開しています。以下の英文が正式な内容です。',
  'legal.contents': '目次',
  'legal.lastUpdated': '最終更新日：{date}',
  'legal.effective': '施行日：{date}',
  'legal.backHome': 'ホームに戻る',
  'legal.questions': 'このポリシーについてご質問がありますか？',
  'legal.questionsText': 'お問い合わせページから、ポリシー名を添えてご連絡ください。',
  'legal.contactLink': 'お問い合わせ',
  'legal.privacy.title': 'プライバシーポリシー',
  'legal.privacy.description': 'Kenya eTA Online が個人データをどのように収集・利用・共有・保護するか。',
  'legal.terms.title': '利用規約',
  'legal.terms.description': 'Kenya eTA Online とそのサービスを利用する際に適用される規約。',
  'legal.refund.title': '返金・キャンセルポリシー',
  'legal.refund.description': 'ケニア eTA の申請をキャンセルできる場合と、返金の取り扱い。',
  'legal.security.title': 'セキュリティおよび法的保護ポリシー',
  'legal.security.description': 'お客様のデータ、当社のシステム、お支払いをどのように守っているか。',
  'legal.payment.title': '支払いポリシー',
  'legal.payment.description':
    'Kenya eTA Online における支払い、3-D Secure、通貨、チャージバック、返金の仕組み。',
};
