import { hasSandboxPages, siteBuildFromEnv } from '../../shared/site-build';

/** What this build is for (read once at build time: `shared/site-build.ts`). */
export const currentSiteBuild = siteBuildFromEnv(process.env);

/** The pages for testing payments are built only for the sandbox gateway. */
export const buildsSandboxPages = hasSandboxPages(currentSiteBuild);
