import { auditRequestSchema } from '../../shared/public/audit';
import { showErrors, clearErrors } from './form-errors';
import { formTranslator } from './form-messages';
import { createToast } from './toast';

/**
 * The free-audit form (DESIGN decision 10): once its fields are valid it shows the specified toast and
 * sends nothing. The toast (see toast.ts) closes after 5 seconds (not while hovered or focused), with
 * Dismiss or with a swipe to the right; F8 moves focus to it.
 */
const form = document.querySelector<HTMLFormElement>('[data-audit-form]');
const summary = document.querySelector<HTMLElement>('[data-audit-summary]');
const region = document.querySelector<HTMLElement>('[data-toast-region]');
const template = document.querySelector<HTMLTemplateElement>('template[data-toast-template]');
const toastElement = template?.content.firstElementChild?.cloneNode(true);

if (form && summary && region && toastElement instanceof HTMLElement) {
  const t = formTranslator(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // Focus goes back to the form's button when the toast closes with focus inside it.
  const toast = createToast(region, toastElement, () => button?.focus());

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const parsed = auditRequestSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({
        field: String(i.path[0] ?? ''),
        message: t(i.message),
      }));
      return showErrors(form, summary, errors, t('common.form.errorPrefix'));
    }
    clearErrors(form, summary);
    form.reset();
    toast.show();
  });

  // The button is rendered disabled so that nothing is sent before this handler exists.
  if (button) button.disabled = false;
}
