import { expect } from 'vitest';
import { myApplicationPath, lostLinkPath } from '../../../shared/api/personal-link';
import type { ApplicationCreated } from '../../../shared/journey/schemas';
import { createApplication, postJson, submission } from '../applications/support';

/** A stored application, made through the API like the journey makes it. */
export async function created(body = submission()): Promise<{ app: ApplicationCreated; email: string }> {
  const res = await createApplication(body);
  expect(res.status).toBe(201);
  return { app: (await res.json()) as ApplicationCreated, email: body.contactEmail };
}

/** The personal link's token in a mail's text (the last one: the personal-link block ends the mail). */
export function tokenIn(text: string | undefined): string {
  const tokens = [...(text ?? '').matchAll(/\/my-application#token=([A-Za-z0-9._-]+)/g)].map((m) => m[1]);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no personal link in the mail: ${text}`);
  return token;
}

export const exchange = (token: unknown) => postJson(myApplicationPath, { token });
export const lostLink = (applicationNumber: string, email: string) =>
  postJson(lostLinkPath, { applicationNumber, email });
