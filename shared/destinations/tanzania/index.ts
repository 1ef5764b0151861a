import { documentRules } from '../../documents/rules';
import type { DocumentType } from '../../documents/document-types';
import type { ProcessingType } from '../../journey/options';
import {
  visitQuestionSections,
  type Destination,
  type DocumentCondition,
  type DocumentRequirement,
  type VisaType,
} from '../types';
import { governmentFees, type TanzaniaVisaTypeId } from './fees';
import { applicationNumberFormats } from '../numbers';
import { visaJourneyRoutes } from '../journeys';
import { multipleEntryNationalities, multipleEntryOnlyNationalities } from './multiple-entry';
import { tanzaniaDefaultPort, tanzaniaPortCodes } from './ports';
import { tanzaniaPrices, tanzaniaSpeeds } from './prices';
import { isTanzaniaVisaFree, visaFreeChecked } from './visa-free';

export * from './fees';
export * from './multiple-entry';
export * from './ports';
export * from './prices';
export * from './visa-free';
export * from '../yellow-fever';

/** What every visitor's application asks; business and transit add or drop sections. */
const visitQuestions = visitQuestionSections;

export const tanzaniaVisaTypes: readonly VisaType<TanzaniaVisaTypeId>[] = [
  {
    id: 'ordinary',
    label: 'common.visaType.ordinary',
    entries: 'single',
    questions: visitQuestions,
    governmentFee: governmentFees.ordinary,
    notFor: multipleEntryOnlyNationalities,
  },
  {
    id: 'multiple_entry',
    label: 'common.visaType.multipleEntry',
    entries: 'multiple',
    questions: visitQuestions,
    governmentFee: governmentFees.multiple_entry,
    onlyFor: multipleEntryNationalities,
  },
  {
    id: 'business',
    label: 'common.visaType.business',
    entries: 'single',
    questions: [...visitQuestions.slice(0, -1), 'invitation', 'declarations'],
    governmentFee: governmentFees.business,
  },
  {
    id: 'transit',
    label: 'common.visaType.transit',
    entries: 'single',
    questions: ['personal', 'passport', 'contact', 'address', 'onwardTravel', 'declarations'],
    governmentFee: governmentFees.transit,
  },
];

/** A document with the file limits of `shared/documents/rules.ts` (one copy of each limit). */
const document = (type: DocumentType, required: boolean, when: DocumentCondition): DocumentRequirement => ({
  type,
  required,
  when,
  extensions: documentRules[type].extensions,
  maxBytes: documentRules[type].maxBytes,
});

/** Passport bio page, photo, a return or onward ticket, and the yellow fever certificate when it applies. */
export const tanzaniaDocuments: readonly DocumentRequirement[] = [
  document('passport', true, 'always'),
  document('photo', true, 'always'),
  document('return_ticket', true, 'always'),
  document('yellow_fever', true, 'yellowFeverOrigin'),
  document('invitation', false, 'always'),
  document('accommodation', false, 'always'),
];

export const tanzania: Destination<TanzaniaVisaTypeId, ProcessingType> = {
  id: 'tanzania',
  country: 'TZ',
  documentKind: 'evisa',
  wording: {
    document: 'common.documentKind.tanzania',
    pdfFileName: 'tanzania-evisa-{applicationNumber}.pdf',
  },
  visaTypes: tanzaniaVisaTypes,
  speeds: tanzaniaSpeeds,
  prices: tanzaniaPrices,
  documents: tanzaniaDocuments,
  applicationNumber: applicationNumberFormats.tanzania,
  portsOfEntry: tanzaniaPortCodes,
  defaultPortOfEntry: tanzaniaDefaultPort,
  paths: { home: '/tanzania', apply: visaJourneyRoutes.tanzania.apply },
  // Spec §2: /tanzania, /apply-visa, /apply-visa?rush=true, /visa-fees, /processing, /faq, /contact.
  header: {
    label: 'common.page.tanzania',
    ownPages: ['/visa-fees', '/processing'],
    nav: [
      { path: '/tanzania', label: 'common.page.tanzania' },
      { path: '/apply-visa', label: 'common.action.applyNow' },
      { path: '/apply-visa?rush=true', label: 'common.speed.urgent' },
      { path: '/visa-fees', label: 'nav.tanzania.fees' },
      { path: '/processing', label: 'nav.tanzania.processing' },
      { path: '/faq', label: 'nav.faq' },
      { path: '/contact-us', label: 'nav.contact' },
    ],
    // The footer's column: its journey, the status lookup (which finds TZ- numbers), its fees and speeds.
    footer: [
      { path: '/apply-visa', label: 'common.action.applyNow' },
      { path: '/kenya-eta-check-status', label: 'common.action.checkStatus' },
      { path: '/tanzania', label: 'nav.requirements' },
      { path: '/visa-fees', label: 'nav.tanzania.fees' },
      { path: '/processing', label: 'nav.tanzania.processing' },
      { path: '/faq', label: 'nav.faq' },
    ],
  },
  acceptsApplications: true,
  isExempt: isTanzaniaVisaFree,
  exemptionsChecked: visaFreeChecked,
};
