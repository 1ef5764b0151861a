import { sharedWords } from '../island-messages';
import { wizardRuleMessageKeys } from '../wizard/rule-messages';

/** The message-key prefixes each island of the journey needs (see `pickMessages`). */
const common = [
  ...sharedWords,
  'flow.loading',
  'flow.redirect.',
  'flow.errors.',
  'flow.form.',
  'flow.nav.',
] as const;
/** The applicant's answers: field labels, their groups and the options' labels. */
const answers = ['common.field.', 'common.group.', 'common.option.'] as const;
const fees = ['flow.fees.', 'flow.pricing.'] as const;

export const islandPrefixes = {
  step1: [
    ...common,
    'flow.step1.',
    'flow.total',
    'common.field.email',
    'common.field.phone',
    'common.group.contact',
    'common.option.etaType.',
    'journey.transport.',
    'journey.error.',
  ],
  pricing: [...common, ...fees, 'journey.processing.', 'journey.error.processingType.'],
  details: [
    ...common,
    ...answers,
    'flow.details.',
    'flow.field.',
    'flow.agreements.',
    'flow.signature.',
    'journey.agreement.',
    'journey.error.',
    'journey.warning.',
    'journey.port.',
    'passport.scan.',
    'passport.field.',
    'passport.sex.',
    'passport.error.',
    'passport.warning.',
  ],
  checkAnswers: [
    ...common,
    ...fees,
    ...answers,
    'flow.check.',
    'flow.details.',
    'flow.field.',
    'flow.agreements.',
    'flow.signature.',
    'flow.step1.',
    'journey.',
  ],
  /** The eight-step wizard: its own messages, the answers' labels, the agreements and signature. */
  wizard: [
    ...common,
    ...answers,
    ...fees,
    'wizard.',
    'flow.check.change',
    'flow.check.nothingLost',
    'flow.agreements.',
    'flow.signature.',
    'journey.agreement.',
    'journey.error.',
    ...wizardRuleMessageKeys,
    'documents.remove',
    'documents.errors.',
    'passport.scan.',
    'passport.field.',
    'passport.sex.',
    'passport.error.',
    'passport.warning.',
    'passport.photo.',
  ],
  payment: [
    ...common,
    ...fees,
    'flow.payment.',
    'common.field.email',
    'flow.step1.etaType',
    'common.option.etaType.',
    'journey.processing.',
    'payment.pay.',
  ],
} as const;
