/** The sandbox's test cards and what each does; any other valid card is declined "Do not honour". */
export const testCards = [
  {
    number: '4242424242424242',
    outcome: 'success',
    replyCode: '0000',
    replyDesc: 'Approved',
    label: 'Payment succeeds',
  },
  {
    number: '4000000000000002',
    outcome: 'failed',
    replyCode: '0051',
    replyDesc: 'Declined: insufficient funds',
    label: 'Card declined',
  },
  {
    number: '4000000000003220',
    outcome: 'failed',
    replyCode: '0301',
    replyDesc: '3-D Secure authentication failed',
    label: '3-D Secure authentication fails',
  },
] as const;

export interface CardOutcome {
  readonly status: 'success' | 'failed';
  readonly replyCode: string;
  readonly replyDesc: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

export function outcomeFor(cardNumber: string): CardOutcome {
  const card = testCards.find((c) => c.number === cardNumber);
  if (card) return { status: card.outcome, replyCode: card.replyCode, replyDesc: card.replyDesc };
  return { status: 'failed', replyCode: '0005', replyDesc: 'Do not honour' };
}

export interface CardForm {
  readonly cardNumber: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

/** Field errors of the card form (English: the sandbox page is the gateway's, not ours). */
export function cardErrors(form: CardForm, now: Date): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  if (!luhnValid(form.cardNumber)) errors.cardNumber = 'Enter a valid card number';
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry);
  const month = Number(m?.[1]);
  const year = 2000 + Number(m?.[2]);
  if (!m || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test(form.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code';
  if (form.name.trim().length < 2) errors.name = 'Enter the name on the card';
  return errors;
}
