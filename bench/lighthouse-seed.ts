import { storageKeys } from '../shared/journey/storage-keys';

/**
 * Journey screens read the traveller's draft from the browser's storage and send a first visitor to
 * step 1. To measure the screen itself, Lighthouse runs them with a draft stored beforehand (and
 * `disableStorageReset`): a group of two that finished step 1 and the pricing, on the details page
 * for the first time (no applicant typed yet).
 */
export const seededPages: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '/kenya-eta-details': {
    [storageKeys.application]: {
      numberOfApplicants: '2',
      etaType: 'tourist',
      transportationMethod: 'air',
      contactEmail: 'family@example.com',
      contactEmail2: '',
      contactPhone: '555 010 7788',
      countryCode: '+1',
      processingType: 'normal',
      insurance: false,
    },
    [storageKeys.pricing]: { processingType: 'normal', insurance: false },
  },
};

interface CdpAnswer {
  readonly id?: number;
  readonly method?: string;
  readonly error?: { readonly message: string };
}

/** Empties the HTTP cache and stores `entries` in the localStorage of `origin` in the browser on `port`, through its DevTools protocol. */
export async function seedStorage(
  port: number,
  origin: string,
  entries: Readonly<Record<string, unknown>>,
): Promise<void> {
  const devtools = `http://127.0.0.1:${port}`;
  const target = (await (await fetch(`${devtools}/json/new?about:blank`, { method: 'PUT' })).json()) as {
    readonly id: string;
    readonly webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiters = new Map<number | string, (answer: CdpAnswer) => void>();
  socket.addEventListener('message', (event) => {
    const answer = JSON.parse(String(event.data)) as CdpAnswer;
    const key = answer.id ?? answer.method;
    if (key === undefined) return;
    waiters.get(key)?.(answer);
    waiters.delete(key);
  });
  const wait = (key: number | string) => new Promise<CdpAnswer>((resolve) => waiters.set(key, resolve));
  const send = async (method: string, params: Record<string, unknown> = {}) => {
    const id = ++next;
    const answered = wait(id);
    socket.send(JSON.stringify({ id, method, params }));
    const answer = await answered;
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  };
  try {
    // As Lighthouse's own reset would: no file of an earlier run is served from the cache.
    await send('Network.clearBrowserCache');
    await send('Page.enable');
    const loaded = wait('Page.loadEventFired');
    await send('Page.navigate', { url: `${origin}/faq` });
    await loaded;
    const script = Object.entries(entries)
      .map(
        ([key, value]) =>
          `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(value))});`,
      )
      .join('');
    await send('Runtime.evaluate', { expression: script });
  } finally {
    socket.close();
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}
