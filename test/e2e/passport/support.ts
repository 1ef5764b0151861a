import type { Browser, Page } from '@playwright/test';
import {
  renderPassport,
  specimenPage,
  type PageText,
  type RenderOptions,
} from '../../support/passport-images';
import { specimenLines } from '../../support/mrz-lines';

export { specimenLines };

/** A generated passport page as a file for `setInputFiles`. */
export async function passportFile(
  browser: Browser,
  name: string,
  text: PageText = specimenPage(specimenLines),
  options: RenderOptions = {},
) {
  const buffer = await renderPassport(browser, text, options);
  const mimeType =
    options.format === 'pdf' ? 'application/pdf' : options.format === 'jpeg' ? 'image/jpeg' : 'image/png';
  return { name, mimeType, buffer };
}

/**
 * Records every request the page makes from now on; `foreign()` lists those to another host than the
 * page's own (a CDN, an analytics host), which a scan must never make.
 */
export function watchRequests(page: Page, baseURL: string) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const own = new URL(baseURL).origin;
  return {
    all: () => [...urls],
    foreign: () =>
      urls.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).origin !== own),
  };
}
