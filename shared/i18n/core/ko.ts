import type { CoreMessages } from './en';

export const ko: CoreMessages = {
  'site.name': 'Kenya eTA Online',
  'site.tagline': '케냐 전자여행허가를 온라인으로 신청하세요',
  'meta.description':
    '1~10명의 여행자를 위한 케냐 전자여행허가(eTA)를 온라인으로 신청하고 안전하게 결제하며 신청 상태를 확인하세요.',
  'a11y.skipToContent': '본문으로 건너뛰기',
  'nav.label': '주 메뉴',
  'nav.home': '홈',
  'nav.apply': 'eTA 신청',
  'nav.checkStatus': '상태 확인',
  'nav.howToApply': '신청 방법',
  'nav.requirements': '요건',
  'nav.faq': '자주 묻는 질문',
  'nav.contact': '문의하기',
  'language.label': '언어',
  'language.change': '언어 변경',
  'footer.disclaimer':
    '당사는 여행자의 케냐 eTA 신청을 돕는 민간 회사이며 케냐 정부와 관련이 없습니다. 요금에는 정부 수수료와 서비스 수수료가 포함됩니다.',
  'footer.rights': '© {year} Kenya eTA Online. 모든 권리 보유.',
  'footer.legal': '법적 고지',
  'home.title': '케냐 eTA: 몇 분 만에 온라인 신청',
  'home.lead':
    '최대 10명의 여행자를 한 번에 신청하세요. 처리 속도를 선택하고 카드로 안전하게 결제한 뒤 서류를 업로드하고 온라인으로 신청 상태를 확인하세요.',
  'home.apply': '신청 시작하기',
  'home.checkStatus': '신청 상태 확인',
  'notFound.title': '404 페이지를 찾을 수 없습니다',
  'notFound.text': '페이지를 라우터에 추가하는 것을 잊으셨나요?',
  'notFound.help': '찾으시는 페이지가 없거나 이동되었습니다.',
  'notFound.home': '홈페이지로 이동',
};
