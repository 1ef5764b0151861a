import type { DocumentsMailMessages } from './en';

export const ja: DocumentsMailMessages = {
  'documentsMail.subject': '書類を受け付けました：申請 {applicationNumber}',
  'documentsMail.greeting': 'こんにちは。',
  'documentsMail.received':
    'ケニア eTA 申請 {applicationNumber} の書類を受け付けました。申請は現在、担当チームの審査待ちです。',
  'documentsMail.next':
    '審査結果が出しだい、メールでお知らせします。申請番号とこのメールアドレスで、いつでも状況を確認できます。',
  'documentsMail.signoff': 'Kenya eTA Online',
};
