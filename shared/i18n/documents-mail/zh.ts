import type { DocumentsMailMessages } from './en';

export const zh: DocumentsMailMessages = {
  'documentsMail.subject': '已收到文件：申请 {applicationNumber}',
  'documentsMail.greeting': '您好：',
  'documentsMail.received':
    '我们已收到您的肯尼亚 eTA 申请 {applicationNumber} 的文件。您的申请现正等待我们团队审核。',
  'documentsMail.next': '一旦作出决定，我们会立即发邮件通知您。您可以随时使用申请编号和此电子邮箱查询状态。',
  'documentsMail.signoff': '此致，Kenya eTA Online',
};
