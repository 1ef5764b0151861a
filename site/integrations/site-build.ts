import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { company, companyPlaceholders } from '../../shared/public/company';
import {
  siteBuildFromEnv,
  siteBuildManifestFile,
  SiteBuildError,
  type SiteBuild,
} from '../../shared/site-build';

/** Refuses a cloud build while the company details are placeholders (a local build shows what is set). */
export function checkCompanyForTarget(build: SiteBuild, details = company): void {
  if (build.target !== 'cloud') return;
  const missing = companyPlaceholders(details);
  if (missing.length > 0) {
    throw new SiteBuildError(
      `The company details are placeholders (${missing.join(', ')}): set them in config/company.json ` +
        'before a production build (README, "Deploying to AWS").',
    );
  }
}

/**
 * The site build's settings (`shared/site-build.ts`): checked before the build starts, and recorded in
 * the output (`site-build.json`) when it is done, for the local server and the CDK app to read.
 */
export function siteBuildIntegration(): AstroIntegration {
  const build = siteBuildFromEnv(process.env);
  return {
    name: 'kenya-eta:site-build',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        checkCompanyForTarget(build);
        logger.info(`building for ${build.target}, payment gateway ${build.paymentGateway}`);
      },
      'astro:build:done': async ({ dir }) => {
        await writeFile(new URL(siteBuildManifestFile, dir), `${JSON.stringify(build)}\n`);
      },
    },
  };
}
