import { useMemo } from 'react';
import type { PaymentKey } from '../../lib/island-messages';
import { createTranslator, type Translator } from '../../../shared/i18n/translate';
import type { LocaleCode } from '../../../shared/locales';

/** The `payment.*` messages of one locale, passed to a payment island as props. */
export type PaymentIslandMessages = Readonly<Record<PaymentKey, string>>;
export type PaymentT = Translator<PaymentKey>;

export function usePaymentT(locale: LocaleCode, messages: PaymentIslandMessages): PaymentT {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
