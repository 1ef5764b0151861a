import { apiErrorSchema } from '../../shared/api/errors';
import {
  contactMessageSchema,
  contactPath,
  contactReceiptSchema,
  type ContactMessage,
} from '../../shared/public/contact';
import { clearErrors, showErrors, type FieldError } from './form-errors';
import { formTranslator } from './form-messages';

/**
 * The contact form: checked with the shared schema, sent to POST /api/contact, and answered with the
 * reference the server gives, or a translated error with everything typed kept.
 */
const form = document.querySelector<HTMLFormElement>('[data-contact-form]');
const summary = document.querySelector<HTMLElement>('[data-contact-summary]');
const success = document.querySelector<HTMLElement>('[data-contact-success]');

if (form && summary && success) {
  const t = formTranslator(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idle = button?.textContent ?? '';
  const fail = (errors: FieldError[]) => showErrors(form, summary, errors, t('common.form.errorPrefix'));
  const message = (key: string, params?: Record<string, string>) =>
    fail([{ field: '', message: t(key, params) }]);

  const busy = (on: boolean) => {
    if (on) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (!button) return;
    button.disabled = on;
    button.textContent = on ? t('common.form.sending') : idle;
  };

  const done = (reference: string, sent: ContactMessage) => {
    const fill = (name: string, value: string) => {
      for (const slot of success.querySelectorAll(`[data-slot="${name}"]`)) slot.textContent = value;
    };
    fill('reference', reference);
    fill('email', sent.email);
    form.hidden = true;
    success.hidden = false;
    success.focus();
  };

  async function send(payload: ContactMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(contactPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    } catch {
      return message('contact.errors.network');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 201) {
      const receipt = contactReceiptSchema.safeParse(body);
      if (receipt.success) return done(receipt.data.reference, payload);
    }
    if (response.status === 400) {
      const issues = apiErrorSchema.safeParse(body).data?.issues ?? [];
      const errors = issues
        .filter((i) => i.path !== '')
        .map((i) => ({ field: i.path, message: t(i.message) }));
      if (errors.length > 0) return fail(errors);
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 60;
      const time = new Intl.DateTimeFormat(document.documentElement.lang, { timeStyle: 'short' }).format(
        Date.now() + seconds * 1000,
      );
      return message('contact.errors.rateLimited', { time });
    }
    return message('contact.errors.unavailable');
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.hasAttribute('aria-busy')) return;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = contactMessageSchema.safeParse({ ...values, locale: form.dataset.locale });
    if (!parsed.success) {
      return fail(
        parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? ''), message: t(i.message) })),
      );
    }
    clearErrors(form, summary);
    busy(true);
    void send(parsed.data).finally(() => busy(false));
  });

  success.querySelector('[data-contact-again]')?.addEventListener('click', () => {
    form.reset();
    success.hidden = true;
    form.hidden = false;
    form.querySelector<HTMLElement>('input')?.focus();
  });

  // The button is rendered disabled so that nothing is sent natively before the submit handler exists.
  if (button) button.disabled = false;
  form.setAttribute('data-ready', '');
}
