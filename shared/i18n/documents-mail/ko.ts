import type { DocumentsMailMessages } from './en';

export const ko: DocumentsMailMessages = {
  'documentsMail.subject': '서류 접수 완료: 신청 {applicationNumber}',
  'documentsMail.greeting': '안녕하세요.',
  'documentsMail.received':
    '케냐 eTA 신청 {applicationNumber}의 서류를 받았습니다. 신청은 현재 담당 팀의 심사를 기다리고 있습니다.',
  'documentsMail.next':
    '결정이 내려지는 대로 이메일로 알려 드리겠습니다. 신청 번호와 이 이메일 주소로 언제든지 상태를 확인할 수 있습니다.',
  'documentsMail.signoff': '감사합니다. Kenya eTA Online',
};
