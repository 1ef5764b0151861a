import { mailTranslator as translatorOf } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { MailKey } from '../../../shared/i18n/types';
import type { EtaType, ProcessingType } from '../../../shared/journey/options';
import type { Pricing } from '../../../shared/journey/pricing';
import type { LocaleCode } from '../../../shared/locales';

export type MailTranslator = Translator<MailKey>;

/** The application mails' translator for a locale (English fallback), over the mail dictionary only. */
export function mailTranslator(locale: LocaleCode): MailTranslator {
  return translatorOf<MailKey>(locale);
}

export const etaTypeLabels: Record<EtaType, MailKey> = {
  tourist: 'common.option.etaType.tourist',
  business: 'common.option.etaType.business',
  transit: 'common.option.etaType.transit',
};

export const processingLabels: Record<ProcessingType, MailKey> = {
  normal: 'journey.processing.normal',
  fast: 'journey.processing.fast',
  super_fast: 'journey.processing.super_fast',
};

export function processingTime(t: MailTranslator, pricing: Pricing): string {
  return t.plural('journey.processing.time', pricing.processingTime.maxBusinessDays, {
    min: pricing.processingTime.minBusinessDays,
    max: pricing.processingTime.maxBusinessDays,
  });
}
