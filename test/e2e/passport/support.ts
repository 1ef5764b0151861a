import type { Browser, Page } from '@playwright/test';
import {
  renderPassport,
  specimenPage,
  type PageText,
  type RenderOptions,
} from '../../support/passport-images';
import { specimenLines } from '../../support/mrz-lines';
import { stagedUploadsPath } from '../../../shared/wizard/uploads';

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
 * Records every request the page makes from now on; `foreign()` lists those to another origin than the
 * page's own (a CDN, an analytics host), which a scan must never make. The documents page and the
 * wizard post the files themselves to the storage's presigned URL (from `/api/uploads` or the wizard's
 * `/api/staged-uploads`): those are listed apart, in `uploads()`, as the one thing that may leave, and
 * only the files chosen.
 */
export function watchRequests(page: Page, baseURL: string) {
  const seen: { url: string; method: string }[] = [];
  const uploadUrls = new Set<string>();
  page.on('request', (request) => seen.push({ url: request.url(), method: request.method() }));
  page.on('response', async (response) => {
    const presign = ['/api/uploads', stagedUploadsPath].some((path) => response.url().endsWith(path));
    if (!presign || response.status() !== 201) return;
    const body = (await response.json().catch(() => ({}))) as { url?: string };
    if (body.url) uploadUrls.add(body.url);
  });
  const own = new URL(baseURL).origin;
  const isUpload = (r: { url: string; method: string }) => r.method === 'POST' && uploadUrls.has(r.url);
  const outside = () => seen.filter((r) => !/^(data|blob):/.test(r.url) && new URL(r.url).origin !== own);
  return {
    all: () => seen.map((r) => r.url),
    foreign: () =>
      outside()
        .filter((r) => !isUpload(r))
        .map((r) => `${r.method} ${r.url}`),
    uploads: () => outside().filter(isUpload).length,
  };
}
