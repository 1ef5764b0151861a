import { auditRequestSchema } from '../../shared/public/audit';
import { showErrors, clearErrors } from './form-errors';
import { formTranslator } from './form-messages';

/**
 * The free-audit form (DESIGN decision 10): once its fields are valid it shows the specified toast and
 * sends nothing. The toast closes after 5 seconds (not while hovered or focused) or with Dismiss; F8
 * moves focus to it.
 */
const form = document.querySelector<HTMLFormElement>('[data-audit-form]');
const summary = document.querySelector<HTMLElement>('[data-audit-summary]');
const toast = document.querySelector<HTMLElement>('[data-toast]');
const toastAutoCloseMs = 5000;

if (form && summary && toast) {
  const t = formTranslator(form);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    clearTimeout(timer);
    toast.hidden = true;
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(close, toastAutoCloseMs);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const parsed = auditRequestSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({
        field: String(i.path[0] ?? ''),
        message: t(i.message),
      }));
      return showErrors(form, summary, errors, t('audit.errorPrefix'));
    }
    clearErrors(form, summary);
    form.reset();
    toast.hidden = false;
    schedule();
  });

  toast.querySelector('[data-toast-close]')?.addEventListener('click', close);
  toast.addEventListener('mouseenter', () => clearTimeout(timer));
  toast.addEventListener('mouseleave', schedule);
  toast.addEventListener('focusin', () => clearTimeout(timer));
  toast.addEventListener('focusout', schedule);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8' && !toast.hidden) toast.focus();
  });
}
