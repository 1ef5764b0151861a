import type { KeysWith, MessageKey, Messages } from '../../shared/i18n/types';
import { visaJourneyIds } from '../../shared/destinations/journeys';

/**
 * The message-key prefixes of the islands outside the journey (the journey's are in
 * `journey/island-messages.ts`): a page passes its island `pickMessages(locale, prefixes)`, and the
 * island's key type is derived from the same list, so the two cannot drift apart.
 */
/**
 * The shared vocabulary every island receives: form chrome, labels, headings, actions and page names
 * (about 60 short messages). Option lists, field labels and status labels are picked where needed.
 */
export const sharedWords = [
  'common.form.',
  'common.error.',
  'common.label.',
  'common.heading.',
  'common.action.',
  'common.note.',
  'common.page.',
] as const;

export const adminAuthPrefixes = [
  ...sharedWords,
  'admin.signIn.',
  'admin.errors.usernameRequired',
  'admin.errors.passwordRequired',
  'admin.errors.codeFormat',
  'admin.errors.recoveryCodeFormat',
] as const;
export const adminPanelPrefixes = [
  'common.',
  'admin.panel.',
  'admin.errors.reasonRequired',
  'admin.errors.reasonCodeRequired',
  'admin.errors.evisaTooLarge',
  // Another destination's ports and its own wording of the questions that name Kenya (ApplicantSection).
  'journey.port.',
  ...visaJourneyIds.flatMap((id) => [
    `destination.${id}.admin.panel.field.` as const,
    `destination.${id}.common.field.` as const,
  ]),
  // The passport readings and photo checks of the detail view (site/islands/passport/AdminChecks.tsx).
  'passport.admin.',
  'passport.field.',
  'passport.sex.',
  'passport.error.',
  'passport.warning.',
  'passport.photo.problem.',
  // A wizard application's own sections (WizardSections.tsx; `wizardSummaryPrefixes` of shared/wizard/summary.ts).
  'wizard.field.',
  'wizard.question.',
  'wizard.customs.declaration',
  'wizard.step.customs.title',
  'wizard.option.port.other',
] as const;
/** The support console: its own messages and the chat words it shares with the visitor's widget. */
export const chatConsolePrefixes = [
  ...sharedWords,
  'chatConsole.',
  'chat.send',
  'chat.status.connecting',
  'chat.status.reconnecting',
  'chat.message.hint',
] as const;
export const paymentPrefixes = [...sharedWords, 'payment.'] as const;
export const documentsPrefixes = [
  ...sharedWords,
  'common.documentType.',
  'common.status.',
  'documents.',
  'final.',
  // The passport page's comparison and the photo check (site/islands/passport/DocumentCheckNotice.tsx).
  'passport.compare.',
  'passport.photo.',
  'passport.field.',
  // The final page's cross-sell (CrossSell.tsx, CrossSellPanel.tsx): the other document's name and
  // the labels of what would be carried over.
  'common.documentKind.',
  'common.group.contact',
  'common.field.firstName',
  'common.field.middleName',
  'common.field.lastName',
  'common.field.dateOfBirth',
  'common.field.nationality',
  'common.field.passportNumber',
  'common.field.passportExpiryDate',
  'common.field.email',
  'common.field.phone',
] as const;
export const statusPrefixes = [
  ...sharedWords,
  'common.field.email',
  'common.documentType.',
  'common.status.',
  'common.paymentStatus.',
  'common.rejectionReason.',
  'common.speed.',
  'status.',
  'flow.errors.warningPrefix',
] as const;

/** What the contact and audit forms' scripts read (`data-messages`): their errors and busy label. */
export const contactFormPrefixes = [
  'contact.errors.',
  'common.error.',
  'common.form.errorPrefix',
  'common.form.sending',
] as const;
export const auditFormPrefixes = ['audit.errors.', 'common.error.', 'common.form.errorPrefix'] as const;

type KeysOf<P extends readonly string[]> = KeysWith<P[number], MessageKey>;
export type AdminAuthKey = KeysOf<typeof adminAuthPrefixes>;
export type AdminAuthMessages = Messages<AdminAuthKey>;
export type AdminPanelKey = KeysOf<typeof adminPanelPrefixes>;
export type AdminPanelMessages = Messages<AdminPanelKey>;
export type ChatConsoleKey = KeysOf<typeof chatConsolePrefixes>;
export type ChatConsoleMessages = Messages<ChatConsoleKey>;
export type PaymentKey = KeysOf<typeof paymentPrefixes>;
export type PaymentMessages = Messages<PaymentKey>;
export type DocumentsKey = KeysOf<typeof documentsPrefixes>;
export type DocumentsMessages = Messages<DocumentsKey>;
