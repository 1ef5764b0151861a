import { describe, expect, it } from 'vitest';
import { hashAccessToken, linkAccessOpens } from '../../../../functions/lib/application-access';
import type { StoredApplication } from '../../../../functions/lib/applications-table';

const at = new Date('2026-11-26T10:00:00.000Z');
const hash = hashAccessToken('a-token-given-through-the-personal-link');
const application = (grants: unknown[], linkGeneration?: number) =>
  ({
    linkAccess: grants,
    ...(linkGeneration === undefined ? {} : { linkGeneration }),
  }) as unknown as StoredApplication;

describe('an access grant given through the personal link', () => {
  it('opens the application until it expires', () => {
    const grant = { hash, expiresAt: '2026-11-26T10:30:00.000Z', generation: 0 };
    expect(linkAccessOpens(application([grant]), hash, at)).toBe(true);
    expect(linkAccessOpens(application([grant]), hash, new Date('2026-11-26T10:30:00.000Z'))).toBe(false);
  });

  it('is revoked by a newer link (another generation) and opens nothing for another token', () => {
    const grant = { hash, expiresAt: '2026-11-26T10:30:00.000Z', generation: 0 };
    expect(linkAccessOpens(application([grant], 1), hash, at)).toBe(false);
    expect(linkAccessOpens(application([grant]), hashAccessToken('another'), at)).toBe(false);
    expect(linkAccessOpens(application([]), hash, at)).toBe(false);
  });
});
