/**
 * GOV.UK error pattern for the vanilla forms, in the markup the form kit renders
 * (site/islands/form-kit/ErrorSummary.tsx, fields.tsx `FieldMessages`): an error summary ("There is a
 * problem", role=alert, focused, a problem of no field as a paragraph above the list, each field's as a
 * link to it) and an inline error under each field (`${id}-error`, the prefix read first), tied to the
 * field with aria-describedby after its hint. What the user typed is never touched.
 */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

function errorId(field: HTMLElement): string {
  return `${field.id}-error`;
}

function describedBy(field: HTMLElement, id: string, on: boolean): void {
  const ids = new Set((field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean));
  if (on) ids.add(id);
  else ids.delete(id);
  if (ids.size > 0) field.setAttribute('aria-describedby', [...ids].join(' '));
  else field.removeAttribute('aria-describedby');
}

export function clearErrors(form: HTMLFormElement, summary: HTMLElement): void {
  summary.hidden = true;
  for (const problem of summary.querySelectorAll('[data-summary-problem]')) problem.remove();
  for (const error of form.querySelectorAll<HTMLElement>('[data-field-error]')) {
    error.hidden = true;
    error.textContent = '';
    const field = form.querySelector<HTMLElement>(`#${error.dataset.fieldError}`);
    if (field) {
      field.removeAttribute('aria-invalid');
      describedBy(field, errorId(field), false);
      field.closest('.field')?.classList.remove('field--error');
    }
  }
}

/** Shows field errors (the first per field) and, without fields, a message in the summary alone. */
export function showErrors(
  form: HTMLFormElement,
  summary: HTMLElement,
  errors: readonly FieldError[],
  prefix: string,
): void {
  clearErrors(form, summary);
  const list = summary.querySelector('ul');
  if (!list) return;
  list.replaceChildren();
  const seen = new Set<string>();
  for (const { field: name, message } of errors) {
    const field = name ? form.querySelector<HTMLElement>(`[name="${name}"]`) : null;
    if (!field) {
      const problem = document.createElement('p');
      problem.dataset.summaryProblem = '';
      problem.textContent = message;
      list.before(problem);
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${field.id}`;
    link.textContent = message;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      // As the kit's focusField (not imported: a shared chunk would cost every island page ~130 B):
      // the label scrolls into view above the field.
      (form.querySelector(`label[for="${field.id}"]`) ?? field).scrollIntoView({ block: 'start' });
      field.focus({ preventScroll: true });
    });
    item.append(link);
    list.append(item);
    const inline = form.querySelector<HTMLElement>(`[data-field-error="${field.id}"]`);
    if (inline) {
      const hidden = document.createElement('span');
      hidden.className = 'visually-hidden';
      hidden.textContent = prefix;
      inline.replaceChildren(hidden, ` ${message}`);
      inline.hidden = false;
    }
    field.setAttribute('aria-invalid', 'true');
    describedBy(field, errorId(field), true);
    field.closest('.field')?.classList.add('field--error');
  }
  list.hidden = list.childElementCount === 0;
  summary.hidden = false;
  summary.focus();
}
