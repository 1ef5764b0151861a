import { formatMoney } from '../../../shared/i18n/money';
import type { StandInSession } from './sessions';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The test cards of the stand-in's page (Stripe's own test numbers). */
export const standInCards = { approved: '4242424242424242', declined: '4000000000000002' } as const;

const styles = `body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;color:#1a1f36}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.1rem;margin:0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:2px solid #6b7385;border-radius:.4rem}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1.05rem;font-weight:700;background:#635bff;color:#fff;border:0;border-radius:.4rem}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.note{background:#fff7d6;border:1px solid #e0c45c;border-radius:.5rem;padding:.75rem;margin:1rem 0;font-size:.9rem}
.error{color:#b00020;font-weight:600}.muted{color:#4f566b}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Stripe Checkout (local stand-in)</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The stand-in's hosted Checkout page: what Stripe's page does for the product (collect a card, then
 * tell the merchant by webhook and send the browser to `success_url`), with test cards only. Card
 * numbers are read to pick the outcome and never stored.
 */
export function checkoutPage(session: StandInSession, error?: string): string {
  const amount = formatMoney(session.amount_total / 100, 'en', session.currency.toUpperCase());
  return layout(
    'Pay',
    `<p class="muted">Stripe Checkout · local stand-in</p>
<h1>${escape(session.productName)}</h1>
<p class="amount">${escape(amount)}</p>
<div class="note" role="note">Local stand-in for Stripe: no card is charged. Test cards (any future expiry, any CVC):
<code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined.</div>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/pay/${escape(session.id)}" novalidate>
<label for="email">Email</label><input id="email" name="email" value="${escape(session.customer_email ?? '')}" autocomplete="email">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" dir="ltr" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required>
<button type="submit">Pay ${escape(amount)}</button>
</form>
<p><a href="${escape(session.cancel_url)}">Cancel and return to the merchant</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
