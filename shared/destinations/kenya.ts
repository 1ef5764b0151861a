import { documentRules, documentTypes } from '../documents/rules';
import { exemptionsChecked, isEtaExempt } from '../eta-exemptions';
import { defaultPortOfEntry, portCodes, processingTypes, type ProcessingType } from '../journey/options';
import { currency, governmentFee, processingOptions } from '../journey/pricing';
import { applicationNumberFormats } from './numbers';
import { insurancePricePerPerson, serviceFeeBands } from './service-fee';
import { visitQuestionSections, type Destination, type DocumentRequirement, type Speed } from './types';

/**
 * Kenya's definition: the eTA, as the journey, the server, mails and PDFs have always had it. Nothing is
 * copied here: the fees and speeds are `shared/journey/pricing.ts`'s, the documents and their limits
 * `shared/documents/rules.ts`'s, the exempt nationalities `shared/eta-exemptions.ts`'s (a unit test holds
 * this definition to the specification's figures). Kenya's pages import this module directly, never
 * `./index.ts`, so Tanzania's tables stay out of their bundles.
 */
export const kenyaSpeeds: readonly Speed<ProcessingType>[] = processingTypes.map((id) => ({
  id,
  label: `journey.processing.${id}` as const,
  fee: processingOptions[id].fee,
  minBusinessDays: processingOptions[id].minBusinessDays,
  maxBusinessDays: processingOptions[id].maxBusinessDays,
}));

/** The documents page's slots: the minors' documents only of a minor (the wizard's own are not slots). */
export const kenyaDocuments: readonly DocumentRequirement[] = documentTypes
  .filter((type) => !documentRules[type].wizardOnly)
  .map((type) => ({
    type,
    required: documentRules[type].required,
    when: documentRules[type].minorsOnly ? 'minor' : 'always',
    extensions: documentRules[type].extensions,
    maxBytes: documentRules[type].maxBytes,
  }));

export const kenya: Destination<'eta', ProcessingType> = {
  id: 'kenya',
  country: 'KE',
  documentKind: 'eta',
  wording: { document: 'common.documentKind.kenya', pdfFileName: 'kenya-eta-{applicationNumber}.pdf' },
  // One eTA for every purpose (the purpose of the visit is a question of the trip section).
  visaTypes: [
    {
      id: 'eta',
      label: 'common.documentKind.kenya',
      entries: 'single',
      questions: visitQuestionSections,
      governmentFee,
    },
  ],
  speeds: kenyaSpeeds,
  prices: {
    currency,
    serviceFeeBands,
    insurancePricePerPerson,
  },
  documents: kenyaDocuments,
  applicationNumber: applicationNumberFormats.kenya,
  // The details page's five: Jomo Kenyatta, Moi, Kisumu, Malindi and Nanyuki airports.
  portsOfEntry: portCodes,
  defaultPortOfEntry,
  paths: { home: '/', apply: '/apply-kenya-eta' },
  header: { label: 'common.page.kenya', ownPages: [] },
  acceptsApplications: true,
  isExempt: isEtaExempt,
  exemptionsChecked,
};
