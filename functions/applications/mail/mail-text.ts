import { mailTranslator as translatorOf } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { ApplicationMailKey } from '../../../shared/i18n/types';
import type { EtaType, ProcessingType } from '../../../shared/journey/options';
import type { Pricing } from '../../../shared/journey/pricing';
import { getLocale, type LocaleCode } from '../../../shared/locales';

export type MailTranslator = Translator<ApplicationMailKey>;

/** The application mails' translator for a locale (English fallback), over the mail dictionary only. */
export function mailTranslator(locale: LocaleCode): MailTranslator {
  return translatorOf<ApplicationMailKey>(locale);
}

export const etaTypeLabels: Record<EtaType, ApplicationMailKey> = {
  tourist: 'applicationMail.etaType.tourist',
  business: 'applicationMail.etaType.business',
  transit: 'applicationMail.etaType.transit',
};

export const processingLabels: Record<ProcessingType, ApplicationMailKey> = {
  normal: 'applicationMail.processing.normal',
  fast: 'applicationMail.processing.fast',
  super_fast: 'applicationMail.processing.super_fast',
};

/** An amount of money in the reader's language, e.g. "$1,234.00" or "1.234,00 $". */
export function formatMoney(
  amount: number,
  locale: LocaleCode,
  currency: Pricing['currency'] = 'USD',
): string {
  return new Intl.NumberFormat(getLocale(locale).tag, { style: 'currency', currency }).format(amount);
}

export function processingTime(t: MailTranslator, pricing: Pricing): string {
  return t('applicationMail.processing.time', {
    min: pricing.processingTime.minBusinessDays,
    max: pricing.processingTime.maxBusinessDays,
  });
}
