import type { LegalMessages } from './en';

export const zh: LegalMessages = {
  'legal.englishOnly': '本政策仅以英文发布。以下英文文本为具有约束力的版本。',
  'legal.contents': '目录',
  'legal.lastUpdated': '最后更新：{date}',
  'legal.effective': '生效日期：{date}',
  'legal.backHome': '返回首页',
  'legal.questions': '对本政策有疑问？',
  'legal.questionsText': '请通过联系页面给我们留言，并注明政策名称。',
  'legal.contactLink': '联系我们',
  'legal.privacy.title': '隐私政策',
  'legal.privacy.description': 'Kenya eTA Online 如何收集、使用、共享和保护您的个人数据。',
  'legal.terms.title': '服务条款',
  'legal.terms.description': '您使用 Kenya eTA Online 及其服务时适用的条款。',
  'legal.refund.title': '退款与取消政策',
  'legal.refund.description': '何时可以取消肯尼亚 eTA 申请，以及如何处理退款。',
  'legal.security.title': '安全与法律保护政策',
  'legal.security.description': '我们如何保护您的数据、我们的系统和您的付款。',
  'legal.payment.title': '支付政策',
  'legal.payment.description': 'Kenya eTA Online 的付款、3-D Secure、币种、拒付和退款如何运作。',
};
