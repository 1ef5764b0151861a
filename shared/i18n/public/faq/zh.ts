import type { FaqMessages } from './en';

export const zh: FaqMessages = {
  'faq.title': '常见问题',
  'faq.lead': '关于肯尼亚 eTA、我们的服务、付款和出行的解答。',
  'faq.search.label': '搜索问题',
  'faq.search.hint': '例如：退款、护照、团体',
  'faq.categories.label': '分类',
  'faq.category.all': '全部',
  'faq.category.general': '综合',
  'faq.category.application': '申请',
  'faq.category.payment': '付款',
  'faq.category.validity': '有效期',
  'faq.category.requirements': '要求',
  'faq.category.process': '流程',
  'faq.category.travel': '出行',
  'faq.results': '显示问题：{count} / {total}',
  'faq.noResults.title': '未找到结果',
  'faq.noResults.text': '请尝试调整搜索词或分类筛选。',
  'faq.help.title': '仍需要帮助？',
  'faq.help.text': '我们的客服团队会在 24 小时内回复，您也可以随时查询申请状态。',
  'faq.help.contact': '联系我们',
  'faq.help.status': '查询申请状态',
  'faq.what-is-eta.question': '什么是肯尼亚 eTA？',
  'faq.what-is-eta.answer':
    '电子旅行许可（eTA）是大多数旅客前往肯尼亚所需的许可，于 2024 年 1 月取代了签证。您在出行前在线申请，获批的 eTA 会通过电子邮件发送给您。',
  'faq.who-needs-eta.question': '谁需要肯尼亚 eTA？',
  'faq.who-needs-eta.answer':
    '除免签或免办 eTA 国家（例如东非共同体其他成员国）的公民外，所有旅客都需要 eTA。儿童和婴儿也需要单独的 eTA。请在我们的入境要求页面查询您的国籍。',
  'faq.processing-times.question': '处理需要多长时间？',
  'faq.processing-times.answer':
    '普通处理需要 {normalMin} 至 {normalMax} 个工作日，加急处理需要 {fastMin} 至 {fastMax} 个工作日，特快处理需要 {superFastMin} 至 {superFastMax} 个工作日。时间自付款确认后开始计算。',
  'faq.required-documents.question': '需要哪些文件？',
  'faq.required-documents.answer':
    '抵达后仍有至少 6 个月有效期的护照、近期护照规格照片、出行日期和住宿地址。付款后需上传护照资料页扫描件和您的照片。',
  'faq.group-applications.question': '可以为家人或团队一起申请吗？',
  'faq.group-applications.answer':
    '可以。一份申请可包含 1 至 10 名旅客。出行日期等所有人相同的信息只需填写一次，人数越多，每人的服务费越低。',
  'faq.cost.question': 'eTA 需要多少费用？',
  'faq.cost.answer':
    '每位旅客需支付 {governmentFee} 的政府费用、根据人数为 {serviceMin} 至 {serviceMax} 的服务费，以及根据处理速度为 {normal}、{fast} 或 {superFast} 的处理费。旅行保险为可选项，费用 {insurance}。付款前即可看到总额。',
  'faq.payment-methods.question': '如何付款？',
  'faq.payment-methods.answer':
    '在带有 3-D Secure 的安全支付页面使用借记卡或信用卡（Visa、Mastercard 或 American Express）付款。我们从不查看或保存您的完整卡号。',
  'faq.refunds.question': '可以退款吗？',
  'faq.refunds.answer':
    '如果尚未开始处理，您可以在付款后 24 小时内申请退款。申请一旦开始处理或已提交给肯尼亚当局，费用将无法退还。详情请见我们的退款政策。',
  'faq.validity.question': 'eTA 的有效期是多久？',
  'faq.validity.answer': '旅游或商务 eTA 自签发之日起 90 天内可入境一次。过境 eTA 允许停留不超过 72 小时。',
  'faq.length-of-stay.question': '我可以在肯尼亚停留多久？',
  'faq.length-of-stay.answer':
    '持旅游或商务 eTA 每次访问最多可停留 90 天。具体停留期限由移民官员在入境时决定。',
  'faq.vaccinations.question': '需要接种疫苗吗？',
  'faq.vaccinations.answer':
    '如果您从有黄热病风险的国家前来或途经此类国家，需要出示黄热病疫苗接种证书。其他疫苗和疟疾预防事宜，请在出行前 4 至 6 周咨询医生。',
  'faq.passport-validity.question': '护照需要多长的有效期？',
  'faq.passport-validity.answer': '抵达肯尼亚之日后至少 6 个月，并至少有一页空白页用于盖入境章（建议两页）。',
  'faq.tracking.question': '如何跟踪我的申请？',
  'faq.tracking.answer':
    '在状态页面输入您的申请编号（例如 KE-12345678）和电子邮件地址。审批结果出来时我们也会发邮件通知您。',
  'faq.printing.question': '需要打印 eTA 吗？',
  'faq.printing.answer': '请携带纸质副本或保存在手机上。航空公司可能在值机时查验，移民官员会在入境时核查。',
  'faq.extending-stay.question': '可以延长在肯尼亚的停留时间吗？',
  'faq.extending-stay.answer':
    '延期由肯尼亚移民服务局决定，而不是我们。请在允许停留期结束前向其申请：逾期停留可能导致罚款和禁止再次入境。',
};
