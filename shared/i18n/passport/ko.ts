import type { PassportMessages } from './en';

export const ko: PassportMessages = {
  'passport.scan.heading': '여권 스캔',
  'passport.scan.privacy':
    '여권은 이 브라우저 안에서 읽힙니다. 저장하거나 업로드하기 전에는 아무것도 전송되지 않습니다.',
  'passport.scan.tips':
    '사진이 있는 면의 사진이나 스캔본(JPEG, PNG 또는 PDF)을 사용하세요. 밝은 조명에서 여권을 평평하게 두고, 모든 글자가 보이도록 정면에서 촬영하세요.',
  'passport.scan.choose': '여권 신원 정보면의 사진 또는 스캔본',
  'passport.scan.reading': '여권을 읽는 중입니다… 처음에는 몇 초 더 걸립니다.',
  'passport.scan.imageAlt': '선택한 여권 면',
  'passport.scan.success.title': '여권 스캔 성공',
  'passport.scan.success.text': '여권 정보를 추출하고 검증했습니다.',
  'passport.scan.failed.title': '스캔 실패',
  'passport.scan.failed.text': '여권을 스캔하지 못했습니다. 더 선명한 이미지로 다시 시도해 주세요.',
  'passport.scan.valid': '여권이 유효합니다',
  'passport.scan.invalid': '검증 문제가 발견되었습니다',
  'passport.scan.checkAdvice':
    '일부 값을 검증하지 못했습니다. 여권과 대조하거나 더 선명한 이미지로 다시 시도해 주세요.',
  'passport.scan.errors': '검증 오류',
  'passport.scan.warnings': '경고',
  'passport.scan.notDetected': '인식되지 않음',
  'passport.scan.unverified': '(검증되지 않음)',
  'passport.scan.apply': '이 정보 사용',
  'passport.scan.dismiss': '사용하지 않음',
  'passport.scan.applied': '여권에서 읽은 정보를 입력했습니다. 아래에서 확인하고 틀린 부분을 고쳐 주세요.',
  'passport.scan.typeInstead': '양식에 정보를 직접 입력할 수도 있습니다.',
  'passport.scan.unreadableFile': '이 파일을 열 수 없습니다. JPEG, PNG 또는 PDF 파일을 선택하세요.',
  'passport.scan.unavailable':
    '이 브라우저에서 여권 판독기를 시작할 수 없습니다. 양식에 정보를 입력해 주세요.',
  'passport.scan.tip.flat': '글자 줄이 곧게 보이도록 여권을 평평하게 놓으세요.',
  'passport.scan.tip.light': '더 밝고 고른 조명을 사용하고, 면에 반사나 그림자가 없게 하세요.',
  'passport.scan.tip.frame': '아래쪽의 문자와 <<< 로 된 두 줄을 포함해 면 전체가 화면에 들어오게 하세요.',
  'passport.field.surname': '성',
  'passport.field.givenNames': '이름',
  'passport.field.sex': '성별',
  'passport.field.dateOfBirth': '생년월일',
  'passport.field.nationality': '국적',
  'passport.field.passportNumber': '여권 번호',
  'passport.field.issuingCountry': '발행국',
  'passport.field.expiryDate': '만료일',
  'passport.sex.male': '남성',
  'passport.sex.female': '여성',
  'passport.sex.unspecified': '지정 안 함',
  'passport.error.notPassport': '여권의 기계 판독 영역이 아닙니다.',
  'passport.error.checkDigit.passportNumber': '여권 번호가 검증 숫자와 일치하지 않습니다.',
  'passport.error.checkDigit.dateOfBirth': '생년월일이 검증 숫자와 일치하지 않습니다.',
  'passport.error.checkDigit.expiryDate': '만료일이 검증 숫자와 일치하지 않습니다.',
  'passport.error.checkDigit.personalNumber': '개인 번호가 검증 숫자와 일치하지 않습니다.',
  'passport.error.checkDigit.composite': '두 줄이 최종 검증 숫자와 일치하지 않습니다.',
  'passport.error.unreadableField': '{field}: 읽을 수 없습니다.',
  'passport.error.mrzText': '전송된 여권 줄이 44자로 된 두 줄이 아닙니다.',
  'passport.error.photoCheck': '전송된 사진 검사 결과가 유효하지 않습니다.',
  'passport.warning.unknownState':
    '국가 코드 {code}은(는) 알 수 없는 국가입니다. 국적과 발행국을 직접 선택하세요.',
  'passport.warning.expired': '이 여권은 {date}에 만료되었습니다. 여행하려면 유효한 여권이 필요합니다.',
  'passport.warning.expiresSoon':
    '이 여권은 {date}에 만료되며, 오늘부터 6개월이 남지 않았습니다. 케냐는 최소 6개월의 유효기간을 요구합니다.',
  'passport.warning.nameTruncated':
    '이름이 줄 전체를 채우고 있어 줄여졌을 수 있습니다. 면에 인쇄된 그대로 전부 입력하세요.',
  'passport.compare.reading': '여권 면을 읽는 중…',
  'passport.compare.matches': '여권 판독: 입력하신 정보와 일치합니다.',
  'passport.compare.differs':
    '여권 면이 입력하신 다음 정보와 일치하지 않습니다: {fields}. 여권과 입력한 정보를 확인하세요. 이 차이는 담당 직원에게도 표시됩니다.',
  'passport.compare.invalid':
    '여권 면을 읽었지만 일부 값을 검증하지 못했습니다. 담당 직원이 직접 확인합니다.',
  'passport.compare.notRead':
    '여권 면을 자동으로 읽지 못했습니다. 담당 직원이 직접 확인합니다. 더 선명한 이미지가 도움이 됩니다.',
  'passport.photo.checking': '사진을 확인하는 중…',
  'passport.photo.passed': '사진 검사: 사진이 적합해 보입니다.',
  'passport.photo.failed': '사진이 거부될 수 있습니다:',
  'passport.photo.continue':
    '그래도 이 사진을 업로드할 수 있습니다. 판단은 담당 직원이 합니다. 또는 더 좋은 사진을 선택하세요.',
  'passport.photo.uploadAnyway': '그래도 이 사진 업로드',
  'passport.photo.chooseAnother': '다른 사진 선택',
  'passport.photo.noDetector':
    '이 브라우저에서 얼굴 검사를 실행할 수 없어 크기, 밝기, 선명도만 확인했습니다.',
  'passport.photo.problem.lowResolution':
    '사진이 너무 작습니다. 카메라로 찍은 원본 사진을 사용하고, 가로와 세로 모두 400픽셀 이상이어야 합니다.',
  'passport.photo.problem.noFace':
    '얼굴을 찾지 못했습니다. 선글라스 없이 카메라를 정면으로 바라본 얼굴 사진을 사용하세요.',
  'passport.photo.problem.manyFaces': '얼굴이 둘 이상입니다. 사진에는 본인만 나와야 합니다.',
  'passport.photo.problem.faceTooSmall':
    '사진 속 얼굴이 너무 작습니다. 더 가까이 와서 머리가 사진 대부분을 차지하게 하세요.',
  'passport.photo.problem.faceTooLarge':
    '얼굴이 너무 가깝습니다. 머리 위에 여백을 조금 두고 어깨 윗부분이 보이게 하세요.',
  'passport.photo.problem.faceOffCentre': '얼굴이 가운데에 있지 않습니다. 얼굴을 사진 가운데에 맞추세요.',
  'passport.photo.problem.tooDark': '사진이 너무 어둡습니다. 햇빛이나 밝고 고른 조명 아래에서 찍으세요.',
  'passport.photo.problem.tooBright': '사진이 너무 밝습니다. 얼굴에 직사광선이나 플래시가 닿지 않게 하세요.',
  'passport.photo.problem.blurred': '사진이 흐립니다. 카메라를 고정하고 얼굴에 초점이 맞았는지 확인하세요.',
  'passport.admin.heading': '여권 판독 및 사진 검사',
  'passport.admin.applicant': '신청자 {number}',
  'passport.admin.source.details': '정보 입력 시 스캔함',
  'passport.admin.source.document': '업로드된 신원 정보면',
  'passport.admin.matches': '여권 판독: 일치',
  'passport.admin.differs': '여권 판독: 불일치',
  'passport.admin.invalid': '여권 판독: 검증 숫자 오류',
  'passport.admin.notRead': '여권 면을 읽지 않음',
  'passport.admin.field': '항목',
  'passport.admin.typed': '입력값',
  'passport.admin.read': '여권 판독값',
  'passport.admin.photoPassed': '사진 검사: 통과',
  'passport.admin.photoFindings': '사진 검사: 지적 사항 있음(신청자가 계속 진행)',
  'passport.admin.photoNotChecked': '사진 검사 안 함',
  'passport.admin.photoMeasures':
    '{width} × {height}픽셀, 얼굴 {faces}개, 밝기 {brightness}/255, 선명도 {sharpness}',
  'passport.admin.none': '기록된 여권 판독이나 사진 검사가 없습니다.',
};
