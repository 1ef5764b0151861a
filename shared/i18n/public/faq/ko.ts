import type { FaqMessages } from './en';

export const ko: FaqMessages = {
  'faq.title': '자주 묻는 질문',
  'faq.lead': '케냐 eTA, 저희 서비스, 결제, 여행에 관한 답변입니다.',
  'faq.search.label': '질문 검색',
  'faq.search.hint': '예: 환불, 여권, 그룹',
  'faq.categories.label': '분류',
  'faq.category.all': '전체',
  'faq.category.general': '일반',
  'faq.category.application': '신청',
  'faq.category.payment': '결제',
  'faq.category.validity': '유효기간',
  'faq.category.requirements': '요건',
  'faq.category.process': '절차',
  'faq.category.travel': '여행',
  'faq.results': '표시된 질문: {total}개 중 {count}개',
  'faq.noResults.title': '검색 결과가 없습니다',
  'faq.noResults.text': '검색어나 분류 필터를 바꿔 보세요.',
  'faq.help.title': '도움이 더 필요하신가요?',
  'faq.help.text': '지원팀이 24시간 이내에 답변하며, 신청 상태는 언제든지 확인할 수 있습니다.',
  'faq.help.contact': '문의하기',
  'faq.help.status': '신청 상태 확인',
  'faq.what-is-eta.question': '케냐 eTA란 무엇인가요?',
  'faq.what-is-eta.answer':
    '전자여행허가(eTA)는 대부분의 여행자가 케냐로 여행하는 데 필요한 허가로, 2024년 1월 비자를 대체했습니다. 여행 전에 온라인으로 신청하고 승인된 eTA를 이메일로 받습니다.',
  'faq.who-needs-eta.question': '누가 케냐 eTA가 필요한가요?',
  'faq.who-needs-eta.answer':
    '동아프리카 공동체의 다른 회원국처럼 무비자 또는 면제 국가의 국민이 아니라면 모든 방문자에게 eTA가 필요합니다. 어린이와 영아도 각자의 eTA가 필요합니다. 입국 요건 페이지에서 국적을 확인하세요.',
  'faq.processing-times.question': '처리 기간은 얼마나 걸리나요?',
  'faq.processing-times.answer':
    '일반 처리는 {normalMin}~{normalMax}영업일, 빠른 처리는 {fastMin}~{fastMax}영업일, 초고속 처리는 {superFastMin}~{superFastMax}영업일이 걸립니다. 처리 기간은 결제가 확인된 후 시작됩니다.',
  'faq.required-documents.question': '어떤 서류가 필요한가요?',
  'faq.required-documents.answer':
    '도착 후 최소 6개월 이상 유효한 여권, 최근 여권 규격 사진, 여행 날짜, 숙소 주소가 필요합니다. 결제 후 여권 사진면 스캔본과 사진을 올립니다.',
  'faq.group-applications.question': '가족이나 그룹이 함께 신청할 수 있나요?',
  'faq.group-applications.answer':
    '네. 신청서 하나로 1~10명까지 신청할 수 있습니다. 여행 날짜처럼 모두에게 같은 정보는 한 번만 입력하며, 인원이 많을수록 1인당 서비스 수수료가 낮아집니다.',
  'faq.cost.question': 'eTA 비용은 얼마인가요?',
  'faq.cost.answer':
    '여행자 1명당 정부 수수료 {governmentFee}, 인원에 따라 {serviceMin}~{serviceMax}의 서비스 수수료, 처리 속도에 따라 {normal}, {fast} 또는 {superFast}의 처리 수수료를 냅니다. 여행자 보험은 선택이며 {insurance}입니다. 총액은 결제 전에 확인할 수 있습니다.',
  'faq.payment-methods.question': '어떻게 결제하나요?',
  'faq.payment-methods.answer':
    '3-D Secure가 적용된 안전한 결제 페이지에서 체크카드나 신용카드(Visa, Mastercard, American Express)로 결제합니다. 저희는 전체 카드 번호를 보거나 저장하지 않습니다.',
  'faq.refunds.question': '환불받을 수 있나요?',
  'faq.refunds.answer':
    '처리가 시작되지 않았다면 결제 후 24시간 이내에 환불을 요청할 수 있습니다. 신청서 처리가 시작되었거나 케냐 당국에 제출된 후에는 수수료를 환불할 수 없습니다. 자세한 내용은 환불 정책을 참고하세요.',
  'faq.validity.question': 'eTA는 얼마 동안 유효한가요?',
  'faq.validity.answer':
    '관광 또는 상용 eTA는 발급일로부터 90일 이내 1회 입국에 유효합니다. 경유 eTA는 최대 72시간 체류를 허용합니다.',
  'faq.length-of-stay.question': '케냐에 얼마나 머물 수 있나요?',
  'faq.length-of-stay.answer':
    '관광 또는 상용 eTA로 방문당 최대 90일입니다. 체류 기간은 도착 시 출입국 심사관이 정합니다.',
  'faq.vaccinations.question': '예방접종이 필요한가요?',
  'faq.vaccinations.answer':
    '황열병 위험 국가에서 오거나 그런 국가를 경유한 경우 황열병 예방접종 증명서가 필요합니다. 다른 예방접종과 말라리아 예방은 여행 4~6주 전에 의사와 상담하세요.',
  'faq.passport-validity.question': '여권 유효기간은 얼마나 남아 있어야 하나요?',
  'faq.passport-validity.answer':
    '케냐 도착일로부터 최소 6개월 이상이며, 입국 도장을 위한 빈 페이지가 1장 이상(2장 권장) 있어야 합니다.',
  'faq.tracking.question': '신청 상태는 어떻게 확인하나요?',
  'faq.tracking.answer':
    '상태 확인 페이지에 신청 번호(예: KE-12345678)와 이메일 주소를 입력하세요. 결정이 나면 이메일로도 알려 드립니다.',
  'faq.printing.question': 'eTA를 출력해야 하나요?',
  'faq.printing.answer':
    '출력본을 지참하거나 휴대전화에 저장해 두세요. 항공사가 체크인 때 요구할 수 있고, 출입국 심사관이 도착 시 확인합니다.',
  'faq.extending-stay.question': '케냐 체류를 연장할 수 있나요?',
  'faq.extending-stay.answer':
    '연장은 저희가 아니라 케냐 이민서비스국이 결정합니다. 허가된 체류 기간이 끝나기 전에 그곳에 신청하세요. 초과 체류 시 벌금과 재입국 금지를 받을 수 있습니다.',
};
