/**
 * The header's menu button on small screens. Without JavaScript the navigation is simply shown; the
 * header's inline script adds `js` to <html> before the header is drawn, so nothing moves on load.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-menu-toggle]')) {
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) continue;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      set(false);
      button.focus();
    }
  });
}
