/**
 * The message-key prefixes steps 3 to 6 translate (labels, options, the kit's words, the rules'
 * messages under `wizard.`): the page passes its island `pickMessages(locale, [...these, ...])`.
 */
export const wizardStepsMessagePrefixes = [
  'common.field.',
  'common.form.',
  'common.group.',
  'common.option.gender.',
  'common.option.purposeOfVisit.',
  'common.option.accommodationType.',
  'flow.form.',
  'flow.errors.warningPrefix',
  'wizard.',
] as const;
