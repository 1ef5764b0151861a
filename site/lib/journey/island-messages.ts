import { destinations } from '../../../shared/destinations';
import type { VisaJourneyId } from '../../../shared/destinations/journeys';
import { optionLabels } from '../../../shared/journey/options';
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
/** The labels of Kenya's ports of entry, not other destinations' (`journey.port.DAR` …). */
const kenyaPorts = Object.values(optionLabels.portOfEntry);
/** What the details page says of each traveller, but the ports of entry. */
const details = [
  ...common,
  ...answers,
  'flow.details.',
  'flow.field.',
  'flow.agreements.',
  'flow.signature.',
  'journey.agreement.',
  'journey.error.',
  'journey.warning.',
  'passport.scan.',
  'passport.field.',
  'passport.sex.',
  'passport.error.',
  'passport.warning.',
] as const;

/** What check-your-answers says, but the ports of entry. */
const checkAnswers = [
  ...common,
  ...fees,
  ...answers,
  'flow.check.',
  'flow.details.',
  'flow.field.',
  'flow.agreements.',
  'flow.signature.',
  'flow.step1.',
  'journey.agreement.',
  'journey.error.',
  'journey.processing.',
  'journey.transport.',
  'journey.warning.',
];
/** A visa destination's ports of entry and its own words where Kenya's pages name Kenya (`destination.<id>.<key>` replaces `<key>`). */
const visaJourneyWords = (journey: VisaJourneyId) => [
  ...destinations[journey].portsOfEntry.map((code) => `journey.port.${code}` as const),
  `destination.${journey}.common.field.` as const,
  `destination.${journey}.common.group.` as const,
  `destination.${journey}.flow.field.` as const,
];

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
  details: [...details, ...kenyaPorts],
  checkAnswers: [...checkAnswers, ...kenyaPorts],
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

/**
 * The message-key prefixes of a visa destination's journey islands (`site/pages/[...lang]/[journey]/`):
 * Kenya's screens without Kenya's ports, with the destination's ports, its visa types' texts
 * (`<id>.types.`) and its own words (its pages put them in place with `withJourneyWords`).
 */
export function visaIslandPrefixes(journey: VisaJourneyId) {
  const own = visaJourneyWords(journey);
  return {
    /** Step 1 (`VisaStep1Form`): its own words, the types' texts, speeds and fees. */
    step1: [
      ...common,
      ...fees,
      'visa.step1.',
      'flow.step1.',
      'common.field.email',
      'common.field.phone',
      'common.field.nationality',
      'common.group.contact',
      'common.visaType.',
      'common.speed.',
      'common.note.processingAfterPayment',
      `${journey}.types.` as const,
      'journey.processing.',
      'journey.error.',
    ],
    details: [...details, ...own],
    checkAnswers: [...checkAnswers, ...own],
  };
}
