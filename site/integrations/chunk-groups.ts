import type { Plugin } from 'vite';

/**
 * How the browser build groups modules into chunks (rolldown's `output.codeSplitting.groups`).
 *
 * Left to itself, rolldown makes one chunk per set of pages (and lazy chunks) that share modules, so a
 * module the details page shares with check-your-answers ends up in a chunk of its own, often of a few
 * hundred bytes; each costs its page a request, an import/export list and a separate gzip stream
 * (about 150 B). Adding a page that imports some of them splits those chunks again: the second
 * destination's journey pages would push the Kenya pages over their 90 KB budget that way.
 *
 * These groups keep the journey's shared modules in a few stable chunks, whichever pages import them.
 * Each holds only modules that the same pages load anyway (measured per page with bench/page-weight.ts)
 * and only the modules listed (`includeDependenciesRecursively: false`): a group that took in its
 * imports would take React or zod along, and every page that uses one of its modules would load them.
 * No group below imports React: public pages' scripts (how to apply, continue your application) use
 * the draft and storage modules without React.
 */

/** Module ids ending with one of these paths (relative to the repository). */
const own = (paths: readonly string[]) =>
  new RegExp(
    `[\\\\/](?:${paths.map((p) => p.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')).join('|')})$`,
  );

const group = (name: string, priority: number, paths: readonly string[]) => ({
  name,
  priority,
  includeDependenciesRecursively: false,
  test: own(paths),
});

export const chunkGroups = [
  // React's runtime in one file instead of four: every island page loads all of it anyway,
  // and one file compresses better (about 0.9 KB gzip less per page, measured).
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
    priority: 50,
  },
  // The translator: every page with an island.
  group('i18n-core', 40, [
    'shared/locales.ts',
    'shared/i18n/translate.ts',
    'shared/i18n/plural.ts',
    'shared/i18n/numbers.ts',
  ]),
  // The browser records of a journey (no React): journey, payment and documents pages.
  group('journey-storage', 30, [
    'site/lib/journey/storage.ts',
    'shared/destinations/journeys.ts',
    'shared/journey/kenya-storage-keys.ts',
    'shared/journey/journey-storage-keys.ts',
    'shared/journey/storage-keys.ts',
  ]),
  // The applicants' draft and the journey's steps and guards (no React): the journey's pages.
  group('journey-draft', 20, [
    'site/lib/journey/draft.ts',
    'site/lib/journey/applicant-fields.ts',
    'site/lib/journey/same-as-first.ts',
    'site/lib/journey/steps.ts',
    'site/lib/journey/guards.ts',
    'shared/journey/field-rules.ts',
    'shared/journey/step1-rules.ts',
  ]),
  // The details page's editor, which another journey's details page may share.
  group('details-editor', 10, [
    'site/islands/journey/ApplicantFields.tsx',
    'site/islands/journey/details-editor-state.ts',
    'site/islands/journey/DetailsEditor.tsx',
    'site/islands/journey/ApplicantStep.tsx',
    'site/islands/journey/ApplicantSwitcher.tsx',
    'site/islands/passport/PassportScan.tsx',
    'site/islands/passport/ApplicantPassportScan.tsx',
    'site/islands/journey/use-details-checks.ts',
    'site/islands/form-kit/DateField.tsx',
    'site/lib/journey/applicant-check.ts',
  ]),
  // The status lookup's schemas, loaded on use by the status and personal pages (one lazy chunk).
  group('status-checks', 5, ['shared/status/lookup.ts', 'shared/api/personal-link.ts']),
];

/**
 * Groups that leave their modules' imports out need entry chunks that may export more than their
 * module (rolldown refuses `includeDependenciesRecursively: false` with Astro's `exports-only`).
 * Astro loads an island by the export it names, which stays.
 */
export function chunkGroupEntries(): Plugin {
  return {
    name: 'kenya-eta:chunk-group-entries',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}
