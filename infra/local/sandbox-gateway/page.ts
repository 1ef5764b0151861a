import type { SandboxSession } from '../../../functions/payments/gateway/sandbox-protocol';
import { testCards, type CardForm } from './cards';
import { formatMoney } from '../../../shared/i18n/money';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const styles = `
body{font-family:system-ui,sans-serif;background:#eef1f4;margin:0;color:#1a1a1a}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 4px 24px #0002}
h1{font-size:1.25rem;margin:0 0 .25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:2px solid #6b7178;border-radius:.4rem}
.row{display:flex;gap:1rem}.row>div{flex:1}.error{color:#b00020;font-weight:600;margin:.25rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.8rem;font-size:1.05rem;font-weight:700;background:#1d4ed8;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.sandbox{background:#fff7d6;border:1px solid #e0c45c;border-radius:.5rem;padding:.75rem;margin:1rem 0;font-size:.9rem}
.muted{color:#4a4f55}code{font-size:.95em}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Sandbox Pay</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

function money(amount: number, currency: string): string {
  return formatMoney(amount, 'en', currency);
}

/** The hosted card form of the sandbox gateway, with the test cards listed (it is a sandbox). */
export function paymentPage(
  token: string,
  session: SandboxSession,
  values: Partial<CardForm> = {},
  errors: Partial<Record<keyof CardForm, string>> = {},
): string {
  const field = (name: keyof CardForm, label: string, attrs: string) => {
    const error = errors[name];
    return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escape(values[name] ?? '')}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<p class="error" id="${name}-error">${escape(error)}</p>` : ''}</div>`;
  };
  const cards = testCards.map(
    (c) => `<li><code>${c.number.replace(/(\d{4})/g, '$1 ').trim()}</code>: ${c.label}</li>`,
  );
  return layout(
    'Pay',
    `<p class="muted">Sandbox Pay · secure payment page</p>
<h1>${escape(session.description)}</h1>
<p class="muted">Order ${escape(session.orderId)} · ${escape(session.customerEmail)}</p>
<p class="amount">${money(session.amount, session.currency)}</p>
<div class="sandbox" role="note"><strong>Sandbox:</strong> no real card is charged. Test cards (any future expiry, any CVC):<ul>${cards.join('')}</ul></div>
${Object.keys(errors).length ? '<p class="error" role="alert">Check the card details below.</p>' : ''}
<form method="post" action="pay" novalidate>
<input type="hidden" name="session" value="${escape(token)}">
${field('name', 'Name on card', 'autocomplete="cc-name" required')}
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" dir="ltr" required')}
<div class="row">${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" required')}
${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" required')}</div>
<button type="submit">Pay ${money(session.amount, session.currency)}</button>
</form>
<p><a href="cancel?session=${encodeURIComponent(token)}">Cancel and return to the merchant</a></p>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return layout(
    title,
    `<h1>${escape(title)}</h1><p>${escape(message)}</p>${link ? `<p><a href="${escape(link.href)}">${escape(link.text)}</a></p>` : ''}`,
  );
}
