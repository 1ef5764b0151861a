import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../../../site/lib/journey/details-validation');
  vi.resetModules();
});

describe('loading the details checks on demand', () => {
  it('loads the checks once and gives every caller the same module', async () => {
    const { loadDetailsChecks } = await import('../../../../../site/lib/journey/load-checks');
    const first = await loadDetailsChecks();
    expect(typeof first.validateDetails).toBe('function');
    expect(await loadDetailsChecks()).toBe(first);
  });

  it('tries again after a load that failed (offline), instead of failing for ever', async () => {
    vi.doMock('../../../../../site/lib/journey/details-validation', () => {
      throw new Error('offline');
    });
    const { loadDetailsChecks } = await import('../../../../../site/lib/journey/load-checks');
    await expect(loadDetailsChecks()).rejects.toThrow();
    vi.doUnmock('../../../../../site/lib/journey/details-validation');
    vi.resetModules();
    const checks = await loadDetailsChecks();
    expect(typeof checks.applicantErrors).toBe('function');
  });

  it('loads what submitting check-your-answers needs, together', async () => {
    const { loadAnswersSubmission } = await import('../../../../../site/lib/journey/load-checks');
    const code = await loadAnswersSubmission();
    expect(typeof code.checks.validateDetails).toBe('function');
    expect(typeof code.submission.buildSubmission).toBe('function');
    expect(typeof code.submit.saveApplication).toBe('function');
    expect(typeof code.issueLinks.serverIssueLinks).toBe('function');
  });
});

describe('waiting for the details checks after a failed load', () => {
  it('tells who waits when a later load succeeds, once', async () => {
    vi.doMock('../../../../../site/lib/journey/details-validation', () => {
      throw new Error('offline');
    });
    const { loadDetailsChecks, whenDetailsChecksLoad } =
      await import('../../../../../site/lib/journey/load-details-checks');
    await expect(loadDetailsChecks()).rejects.toThrow();
    const told = vi.fn();
    const stopped = vi.fn();
    whenDetailsChecksLoad(told);
    whenDetailsChecksLoad(stopped)();
    vi.doUnmock('../../../../../site/lib/journey/details-validation');
    vi.resetModules();
    const checks = await loadDetailsChecks();
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith(checks);
    expect(stopped).not.toHaveBeenCalled();
    await loadDetailsChecks();
    expect(told).toHaveBeenCalledTimes(1);
  });
});
