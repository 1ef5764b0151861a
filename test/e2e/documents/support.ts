import type { Page } from '@playwright/test';
import type { CreatedApplication } from '../status/support';

/** A PDF-looking file of `size` bytes (starts with %PDF-), big enough for real progress events. */
export function pdfFile(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n', 0, 'latin1');
  return { name, mimeType: 'application/pdf', buffer };
}

export function jpegFile(name: string, size: number) {
  const buffer = Buffer.alloc(size, 0);
  buffer.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Stores what the journey leaves in the browser after creating (and paying for) an application. */
export async function seedSession(page: Page, app: CreatedApplication, applicants = 2): Promise<void> {
  await page.goto('/faq');
  await page.evaluate(
    ({ app, applicants }) => {
      localStorage.setItem(
        'kenyaEtaApplication',
        JSON.stringify({ contactEmail: app.contactEmail, numberOfApplicants: String(applicants) }),
      );
      localStorage.setItem(
        'kenyaEtaApplicants',
        JSON.stringify(Array.from({ length: applicants }, (_, i) => ({ id: `a${i}` }))),
      );
      localStorage.setItem('kenyaEtaApplicationNumber', app.applicationNumber);
      localStorage.setItem('savedApplicationId', app.id);
      localStorage.setItem('kenyaEtaAccessToken', app.accessToken);
      localStorage.setItem('kenyaEtaPaymentSuccess', JSON.stringify({ orderId: 'KE-00000000' }));
    },
    { app, applicants },
  );
}

/** Records every value any `<progress>` element shows, on every animation frame. */
export async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const tick = () => {
      for (const el of document.querySelectorAll('progress')) seen.push(el.value);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}
