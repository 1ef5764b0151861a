import { afterEach, describe, expect, it, vi } from 'vitest';
import { kenya } from '../../../../../shared/destinations/kenya';
import { tanzania } from '../../../../../shared/destinations/tanzania';
import { today, validApplicant } from './fixtures';

/**
 * The details page's nationality check follows the page's journey: Kenya's exemptions on Kenya's pages,
 * the destination's own on a visa journey's (what its server refuses), in the words of its document.
 */
const visaFree = '../../../../../shared/destinations/tanzania/visa-free';

/**
 * The details checks as a page at `path` loads them (`loadDetailsChecks`; `currentJourney` is read at
 * the first import): they resolve with the journey's rule in place.
 */
async function checksAt(path: string) {
  vi.resetModules();
  vi.stubGlobal('location', { pathname: path });
  let tanzaniaTableLoaded = false;
  vi.doMock(visaFree, async (original) => {
    tanzaniaTableLoaded = true;
    return original();
  });
  const { loadDetailsChecks } = await import('../../../../../site/lib/journey/load-checks');
  const checks = await loadDetailsChecks();
  return { ...checks, tanzaniaTableLoaded: () => tanzaniaTableLoaded };
}

const nationalityError = (checks: Awaited<ReturnType<typeof checksAt>>, nationality: string) =>
  checks.applicantErrors(validApplicant('a1', { nationality, portOfEntry: undefined }), today).nationality;

afterEach(() => {
  vi.doUnmock(visaFree);
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the nationality check of the details page', () => {
  it('holds examples that differ between the destinations', () => {
    // Nigeria: no Kenya eTA needed, a Tanzania visa needed; Romania the other way round.
    expect([kenya.isExempt('NG'), tanzania.isExempt('NG')]).toEqual([true, false]);
    expect([kenya.isExempt('RO'), tanzania.isExempt('RO')]).toEqual([false, true]);
  });

  it("is the destination's own rule on a visa journey, none of its own on Kenya's", async () => {
    vi.resetModules();
    const { nationalityRuleOf } = await import('../../../../../site/lib/journey/journey-nationality');
    const definition = (await import('../../../../../shared/destinations/tanzania')).tanzania;
    const rule = await nationalityRuleOf('tanzania');
    expect(rule?.isExempt).toBe(definition.isExempt);
    expect(rule?.message).toBe('journey.error.nationality.visaNotNeeded');
    expect(await nationalityRuleOf('kenya')).toBeUndefined();
  });

  for (const path of ['/apply-visa/details', '/ar/apply-visa/check-answers']) {
    it(`on ${path}: accepts whom Kenya exempts and Tanzania does not, refuses whom Tanzania exempts`, async () => {
      const checks = await checksAt(path);
      expect(checks.tanzaniaTableLoaded()).toBe(true);
      expect(nationalityError(checks, 'NG')).toBeUndefined();
      expect(nationalityError(checks, 'US')).toBeUndefined();
      expect(nationalityError(checks, 'RO')).toBe('journey.error.nationality.visaNotNeeded');
      expect(nationalityError(checks, 'TZ')).toBe('journey.error.nationality.visaNotNeeded');
      expect(nationalityError(checks, 'KE')).toBe('journey.error.nationality.visaNotNeeded');
      // The other checks of the nationality stay.
      expect(nationalityError(checks, '')).toBe('journey.error.nationality.required');
      expect(nationalityError(checks, 'XX')).toBe('journey.error.country.invalid');
    });
  }

  it("on Kenya's details page: Kenya's exemptions, and Tanzania's table is not loaded", async () => {
    const checks = await checksAt('/kenya-eta-details');
    expect(nationalityError(checks, 'NG')).toBe('journey.error.nationality.etaNotNeeded');
    expect(nationalityError(checks, 'RO')).toBeUndefined();
    expect(nationalityError(checks, 'GB')).toBeUndefined();
    expect(checks.tanzaniaTableLoaded()).toBe(false);
  });
});
