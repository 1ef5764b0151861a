import type { DecisionMailMessages } from './en';

export const ko: DecisionMailMessages = {
  'decisionMail.greeting': '안녕하세요.',
  'decisionMail.applicationNumber': '신청 번호',
  'decisionMail.applicants': '신청자',
  'decisionMail.approved.subject': '케냐 eTA가 승인되었습니다 – {applicationNumber}',
  'decisionMail.approved.intro': '좋은 소식입니다. 케냐 eTA 신청 {applicationNumber}이(가) 승인되었습니다.',
  'decisionMail.approved.attachment':
    'eTA는 이 이메일에 PDF로 첨부되어 있습니다. 인쇄하거나 휴대폰에 저장해 두었다가 케냐 여행 시 여권과 함께 제시하세요.',
  'decisionMail.approved.check':
    '문서에 기재된 이름과 여권 번호가 여권과 일치하는지 확인해 주세요. 잘못된 내용이 있으면 여행 전에 이 이메일에 회신해 주세요.',
  'decisionMail.approved.file': 'kenya-eta-{applicationNumber}.pdf',
  'decisionMail.rejected.subject': '케냐 eTA 신청 {applicationNumber}에 대한 결정',
  'decisionMail.rejected.intro': '죄송합니다. 케냐 eTA 신청 {applicationNumber}이(가) 승인되지 않았습니다.',
  'decisionMail.rejected.reason': '사유',
  'decisionMail.rejected.next':
    '이 결정에 대해 문의 사항이 있거나 잘못된 정보에 근거한 결정이라고 생각되면, 이 이메일에 회신하거나 신청 번호를 알려 주시고 지원팀에 문의해 주세요.',
  'decisionMail.signoff': '감사합니다. Kenya eTA Online',
  'decisionMail.footer':
    '이 이메일은 이 주소로 Kenya eTA Online에 신청이 접수되어 발송되었습니다. 당사는 민간 기업이며 케냐 정부가 아닙니다.',
};
