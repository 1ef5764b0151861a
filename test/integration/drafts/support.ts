import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { draftsPath, openDraftPath } from '../../../shared/api/drafts';
import type { DraftState } from '../../../shared/api/draft-schemas';
import { origin, mailsTo, uniqueEmail } from '../applications/support';

export { mailsTo, uniqueEmail };

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown>;
}

/**
 * A JSON POST from its own loopback address (so the per-client limits of these tests do not share
 * counters with other files on the stack), or from `source` when a test wants one client.
 */
export function post(path: string, body: unknown, source = randomSource()): Promise<Answer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method: 'POST',
        localAddress: source,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const randomSource = () => `127.0.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/** The journey's stored records for a group of two, as the browser keeps them. */
export function draftState(email: string): DraftState {
  return {
    kenyaEtaApplication: {
      numberOfApplicants: '2',
      etaType: 'tourist',
      transportationMethod: 'air',
      contactEmail: email,
      contactEmail2: email,
      contactPhone: '7700 900123',
      countryCode: '+44',
      processingType: 'standard',
      insurance: false,
    },
    kenyaEtaApplicants: [
      { id: 'a1', firstName: 'Amina', lastName: 'Otieno', passportNumber: 'AB1234567' },
      { id: 'a2', firstName: 'Joseph', lastName: 'Otieno', hasVisitedKenya: 'no' },
    ],
    kenyaEtaResidenceCountry: 'GB',
    kenyaEtaSameTripAsFirst: ['a2'],
  };
}

export const saveDraft = (
  email: string,
  overrides: Record<string, unknown> = {},
  source?: string,
): Promise<Answer> =>
  post(
    draftsPath,
    {
      savedAt: new Date().toISOString(),
      page: 'details',
      locale: 'fr',
      state: draftState(email),
      ...overrides,
    },
    source,
  );

export const openDraft = (token: unknown) => post(openDraftPath, { token });

/** The continue link's token in the last mail to an address. */
export async function lastDraftToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  const match = /\/continue-application#t=([A-Za-z0-9._-]+)/.exec(mail?.body.text ?? '');
  if (!match?.[1]) throw new Error(`no continue link in the mail: ${mail?.body.text}`);
  return match[1];
}
