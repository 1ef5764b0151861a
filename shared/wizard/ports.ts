import type { SiteKey } from '../i18n/types';

/**
 * The wizard's own option data (spec §3 "Option lists": wizard ports; §5 "Wizard customs step"; §9 the cash
 * threshold). Kept apart from the rules so that another destination (Tanzania, issue 18) can bring its own.
 */

export interface WizardPort {
  /** What the form holds and the server stores. */
  readonly code: string;
  /** The port's proper name, the same in every language; absent for "other". */
  readonly name?: string;
  readonly kind: 'airport' | 'border' | 'other';
}

/**
 * The ports of entry and exit the wizard offers. The airports keep the codes of the details page's list
 * (`detailsPorts` in `shared/journey/options.ts`) so staff see one code per port.
 */
export const wizardPorts = [
  { code: 'JKIA', name: 'Jomo Kenyatta International Airport (Nairobi)', kind: 'airport' },
  { code: 'MOI', name: 'Moi International Airport (Mombasa)', kind: 'airport' },
  { code: 'ELD', name: 'Eldoret International Airport', kind: 'airport' },
  { code: 'KLM', name: 'Kisumu International Airport', kind: 'airport' },
  { code: 'MAL', name: 'Malindi Airport', kind: 'airport' },
  { code: 'NAMANGA', name: 'Namanga One Stop Border Post', kind: 'border' },
  { code: 'BUSIA', name: 'Busia One Stop Border Post', kind: 'border' },
  { code: 'OTHER', kind: 'other' },
] as const satisfies readonly WizardPort[];

export type WizardPortCode = (typeof wizardPorts)[number]['code'];
export const wizardPortCodes = wizardPorts.map((p) => p.code) as readonly WizardPortCode[] as readonly [
  WizardPortCode,
  ...WizardPortCode[],
];

/** The label of the "other" port (the others are proper names). */
export const otherPortLabel: SiteKey = 'wizard.option.port.other';

export function isWizardPortCode(value: string): value is WizardPortCode {
  return (wizardPortCodes as readonly string[]).includes(value);
}

/** What a port is called on screen: its proper name, or the translated "other" label. */
export function wizardPortLabel(code: string, t: (key: SiteKey) => string): string {
  const port: WizardPort | undefined = wizardPorts.find((p) => p.code === code);
  if (!port) return code;
  return port.name ?? t(otherPortLabel);
}

/** The cash declaration's threshold (spec §9): cash above this amount, in US dollars, is declared. */
export const cashDeclarationThresholdUsd = 10_000;

/**
 * The currencies offered for the declared cash (ISO 4217); pages name them with
 * `Intl.DisplayNames(locale, { type: 'currency' })`, so this list carries no per-language text.
 */
export const wizardCashCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'KES',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
  'INR',
  'AED',
  'SAR',
  'ZAR',
  'TRY',
] as const;
export type WizardCashCurrency = (typeof wizardCashCurrencies)[number];

export function isWizardCashCurrency(value: string): value is WizardCashCurrency {
  return (wizardCashCurrencies as readonly string[]).includes(value);
}
