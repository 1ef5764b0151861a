import { mailTranslator as translatorOf } from '../../lib/mail-messages';
import type { Translator } from '../../../shared/i18n/translate';
import type { MailKey } from '../../../shared/i18n/types';
import type { EtaType } from '../../../shared/journey/options';
import type { LocaleCode } from '../../../shared/locales';
import type { DestinationId } from '../../../shared/destinations/types';

export type MailTranslator = Translator<MailKey>;

/**
 * The application mails' translator for a locale (English fallback), over the mail dictionary only, in
 * the wording of the application's destination (absent: Kenya's).
 */
export function mailTranslator(locale: LocaleCode, destination?: DestinationId): MailTranslator {
  return translatorOf<MailKey>(locale, destination);
}

export const etaTypeLabels: Record<EtaType, MailKey> = {
  tourist: 'common.option.etaType.tourist',
  business: 'common.option.etaType.business',
  transit: 'common.option.etaType.transit',
};

export { processingLabels, processingTime, speedText } from '../../lib/speed-text';
