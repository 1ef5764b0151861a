/** The message-key prefixes each island of the journey needs (see `pickMessages`). */
const common = ['flow.loading', 'flow.redirect.', 'flow.errors.', 'flow.form.', 'flow.nav.'] as const;
const fees = ['flow.fees.', 'flow.pricing.'] as const;

export const islandPrefixes = {
  step1: [...common, 'flow.step1.', 'flow.total', 'journey.etaType.', 'journey.transport.', 'journey.error.'],
  pricing: [...common, ...fees, 'journey.processing.', 'journey.error.processingType.'],
  details: [
    ...common,
    'flow.details.',
    'flow.field.',
    'flow.agreements.',
    'flow.signature.',
    'journey.agreement.',
    'journey.error.',
    'journey.warning.',
    'journey.gender.',
    'journey.maritalStatus.',
    'journey.passportType.',
    'journey.purpose.',
    'journey.accommodation.',
    'journey.port.',
    'journey.employment.',
    'journey.relationship.',
  ],
  checkAnswers: [
    ...common,
    ...fees,
    'flow.check.',
    'flow.details.',
    'flow.field.',
    'flow.agreements.',
    'flow.signature.',
    'flow.step1.',
    'journey.',
  ],
  payment: [
    ...common,
    ...fees,
    'flow.payment.',
    'flow.step1.contactEmail',
    'flow.step1.etaType',
    'journey.etaType.',
    'journey.processing.',
    'payment.pay.',
  ],
} as const;
