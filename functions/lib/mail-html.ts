import { getLocale, type LocaleCode } from '../../shared/locales';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * An accessible HTML e-mail document: language and direction from the locale registry, a real
 * heading, readable sizes and contrast, no layout tables. `body` is already-escaped HTML.
 */
export function mailDocument(locale: LocaleCode, title: string, body: string): string {
  const { tag, dir } = getLocale(locale);
  return [
    '<!doctype html>',
    `<html lang="${tag}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    `<main style="max-width:640px;margin:0 auto">${body}</main>`,
    '</body></html>',
  ].join('\n');
}
