import * as z from 'zod/mini';

/**
 * What a build of the site is for. Astro pre-renders every page, so what a page may show depends on the
 * deployment it is built for, decided once at build time from the environment:
 *
 * - `SITE_TARGET`: `local` (default: `npm run build`, `npm start`, `npm test`) or `cloud` (`npm run
 *   build:cloud`, the build `cdk deploy` publishes). A cloud build fails while the company details of
 *   `config/company.json` are placeholders.
 * - `PAYMENT_GATEWAY`: the card gateway the deployment's payments function uses (`sandbox`, the default
 *   and the only adapter today; `stripe`, DESIGN decision 13). Pages for testing payments
 *   (`/debug-payment`) exist only in a build for the sandbox gateway.
 *
 * The build writes what it was built for to `siteBuildManifestFile` in its output, so the ones that serve
 * it agree with it: the local server rebuilds a build that is not for the local sandbox, and the CDK app
 * refuses to deploy a build for another gateway or a local build, and leaves the missing pages out of the
 * CloudFront Functions' page list (so a removed page answers 404 there as well).
 */
export const siteTargets = ['local', 'cloud'] as const;
export const paymentGatewayNames = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof paymentGatewayNames)[number];

const siteBuildSchema = z.object({
  target: z._default(z.enum(siteTargets), 'local'),
  paymentGateway: z._default(z.enum(paymentGatewayNames), 'sandbox'),
});

export type SiteBuild = z.infer<typeof siteBuildSchema>;

/** The build's output file that records what it was built for (not deployed: CDK excludes it). */
export const siteBuildManifestFile = 'site-build.json';

/** Pages that exist only in a build for the sandbox gateway: they create test data. */
export const sandboxOnlyPages = ['/debug-payment'] as const;

export class SiteBuildError extends Error {
  override name = 'SiteBuildError';
}

/** Reads and checks the build settings (an empty variable counts as unset). */
export function siteBuildFromEnv(env: Readonly<Record<string, string | undefined>>): SiteBuild {
  return parseSiteBuild({
    target: env.SITE_TARGET || undefined,
    paymentGateway: env.PAYMENT_GATEWAY || undefined,
  });
}

/** Checks a manifest or settings object; throws naming the bad value. */
export function parseSiteBuild(value: unknown): SiteBuild {
  const result = siteBuildSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new SiteBuildError(`Invalid site build settings (SITE_TARGET, PAYMENT_GATEWAY): ${problems}`);
  }
  return result.data;
}

/** Whether the pages for testing payments are built (and served). */
export const hasSandboxPages = (build: SiteBuild): boolean => build.paymentGateway === 'sandbox';

/** The page paths (without locale) a build leaves out. */
export const pagesLeftOut = (build: SiteBuild): readonly string[] =>
  hasSandboxPages(build) ? [] : sandboxOnlyPages;
