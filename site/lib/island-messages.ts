import type { KeysWith, Messages } from '../../shared/i18n/types';

/**
 * The message-key prefixes of the islands outside the journey (the journey's are in
 * `journey/island-messages.ts`): a page passes its island `pickMessages(locale, prefixes)`, and the
 * island's key type is derived from the same list, so the two cannot drift apart.
 */
export const adminAuthPrefixes = [
  'admin.signIn.',
  'admin.errors.usernameRequired',
  'admin.errors.passwordRequired',
  'admin.errors.codeFormat',
] as const;
export const adminPanelPrefixes = [
  'admin.panel.',
  'admin.errors.reasonRequired',
  'admin.errors.evisaTooLarge',
] as const;
export const chatConsolePrefixes = ['chatConsole.'] as const;
export const paymentPrefixes = ['payment.'] as const;
export const documentsPrefixes = ['documents.', 'final.'] as const;
export const statusPrefixes = ['status.', 'flow.errors.prefix', 'flow.errors.warningPrefix'] as const;

type KeysOf<P extends readonly string[]> = KeysWith<P[number]>;
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
