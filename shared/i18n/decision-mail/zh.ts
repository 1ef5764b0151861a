import type { DecisionMailMessages } from './en';

export const zh: DecisionMailMessages = {
  'decisionMail.greeting': '您好：',
  'decisionMail.applicationNumber': '申请编号',
  'decisionMail.applicants': '申请人',
  'decisionMail.approved.subject': '您的肯尼亚电子旅行授权已获批准 – {applicationNumber}',
  'decisionMail.approved.intro': '好消息：您的肯尼亚电子旅行授权（eTA）申请 {applicationNumber} 已获批准。',
  'decisionMail.approved.attachment':
    '您的 eTA 以 PDF 格式附在本邮件中。请将其打印或保存在手机上，前往肯尼亚时与护照一并出示。',
  'decisionMail.approved.check':
    '请核对其中的姓名和护照号码是否与您的护照一致。如有错误，请在出行前回复本邮件。',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': '关于您的肯尼亚 eTA 申请 {applicationNumber} 的决定',
  'decisionMail.rejected.intro': '很遗憾：您的肯尼亚电子旅行授权（eTA）申请 {applicationNumber} 未获批准。',
  'decisionMail.rejected.reason': '给出的理由',
  'decisionMail.rejected.next':
    '如果您对该决定有疑问，或认为其依据的信息有误，请回复本邮件或联系我们的支持团队，并注明您的申请编号。',
  'decisionMail.signoff': '此致，Kenya eTA Online',
  'decisionMail.footer':
    '您收到此邮件，是因为有人使用此邮箱地址在 Kenya eTA Online 提交了申请。我们是一家私营公司，并非肯尼亚政府。',
};
