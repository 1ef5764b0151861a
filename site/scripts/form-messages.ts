/**
 * The messages a form's script needs travel with the form, as JSON in `data-messages` (only that form's
 * keys, in the page's language), so a script ships no dictionary.
 */
export type Translate = (key: string, params?: Record<string, string>) => string;

export function formTranslator(form: HTMLElement): Translate {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>;
  return (key, params = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
