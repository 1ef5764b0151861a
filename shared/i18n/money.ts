import { getLocale, type LocaleCode } from '../locales';

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(tag: string, currency: string, cents: boolean): Intl.NumberFormat {
  const id = `${tag} ${currency} ${cents}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formats.set(id, found);
  }
  return found;
}

/**
 * The one money format of the product (pages, islands, e-mails, PDFs): whole amounts without cents
 * ("US$218", "218 $US"), any other amount with its cents ("US$218.50"), in the reader's language.
 */
export function formatMoney(amount: number, locale: LocaleCode, currency = 'USD'): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return formatFor(getLocale(locale).tag, currency, cents).format(amount);
}
