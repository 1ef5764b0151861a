/**
 * The home page's eligibility checker: each nationality option carries its rule (`data-status`, from
 * `eligibilityFor` at build time); choosing one shows the matching answer with the country's name.
 */
const form = document.querySelector<HTMLFormElement>('[data-eligibility]');
const select = form?.querySelector<HTMLSelectElement>('select');

if (form && select) {
  const show = () => {
    const option = select.selectedOptions[0];
    const status = option?.value ? option.dataset.status : undefined;
    for (const result of form.querySelectorAll<HTMLElement>('[data-result]')) {
      result.hidden = result.dataset.result !== status;
    }
    for (const slot of form.querySelectorAll('[data-country]')) slot.textContent = option?.text ?? '';
  };
  select.addEventListener('change', show);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    show();
  });
  show();
}
