import type { DecisionMailMessages } from './en';

export const ja: DecisionMailMessages = {
  'decisionMail.greeting': 'こんにちは。',
  'decisionMail.applicationNumber': '申請番号',
  'decisionMail.applicants': '申請者',
  'decisionMail.approved.subject': 'ケニア eTA が承認されました – {applicationNumber}',
  'decisionMail.approved.intro': 'ケニア eTA の申請 {applicationNumber} が承認されました。',
  'decisionMail.approved.attachment':
    'eTA はこのメールに PDF で添付されています。印刷するかスマートフォンに保存し、ケニアへの渡航時にパスポートと一緒に提示してください。',
  'decisionMail.approved.check':
    '記載された氏名とパスポート番号がお手元のパスポートと一致しているかご確認ください。誤りがある場合は、渡航前にこのメールにご返信ください。',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': 'ケニア eTA 申請 {applicationNumber} の審査結果',
  'decisionMail.rejected.intro':
    '誠に残念ながら、ケニア eTA の申請 {applicationNumber} は承認されませんでした。',
  'decisionMail.rejected.reason': '理由',
  'decisionMail.rejected.next':
    'この決定についてご質問がある場合、または誤った情報に基づく決定だとお考えの場合は、このメールにご返信いただくか、申請番号を添えてサポートチームまでお問い合わせください。',
  'decisionMail.signoff': 'Kenya eTA Online',
  'decisionMail.footer':
    'このメールは、このアドレスで Kenya eTA Online に申請が行われたためお送りしています。当社は民間企業であり、ケニア政府ではありません。',
};
