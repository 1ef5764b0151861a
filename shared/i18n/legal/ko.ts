import type { LegalMessages } from './en';

export const ko: LegalMessages = {
  'legal.englishOnly': '이 정책은 영어로만 게시됩니다. 아래의 영어 원문이 구속력 있는 버전입니다.',
  'legal.contents': '목차',
  'legal.lastUpdated': '최종 업데이트: {date}',
  'legal.effective': '시행일: {date}',
  'legal.backHome': '홈으로 돌아가기',
  'legal.questions': '이 정책에 대해 궁금한 점이 있으신가요?',
  'legal.questionsText': '문의 페이지에서 정책 이름을 적어 연락해 주세요.',
  'legal.contactLink': '문의하기',
  'legal.privacy.title': '개인정보 처리방침',
  'legal.privacy.description': 'Kenya eTA Online이 개인정보를 수집, 이용, 공유하고 보호하는 방법.',
  'legal.terms.title': '서비스 약관',
  'legal.terms.description': 'Kenya eTA Online과 그 서비스를 이용할 때 적용되는 약관.',
  'legal.refund.title': '환불 및 취소 정책',
  'legal.refund.description': '케냐 eTA 신청을 취소할 수 있는 경우와 환불 처리 방법.',
  'legal.security.title': '보안 및 법적 보호 정책',
  'legal.security.description': '고객님의 데이터, 당사 시스템, 결제를 보호하는 방법.',
  'legal.payment.title': '결제 정책',
  'legal.payment.description': 'Kenya eTA Online의 결제, 3-D Secure, 통화, 지불 거절, 환불 방식.',
};
