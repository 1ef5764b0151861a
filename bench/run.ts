/**
 * `npm run bench`: measures what the budgets of docs/design.md speak of and prints a Markdown table for
 * docs/benchmarks.md. Figures, not assertions: nothing here fails a build.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildSite } from '../infra/local/site-build';
import { pageWeights } from './page-weight';
import { measureStart } from './start-time';
import { dashboardTable, measureAdminDashboard } from './admin-dashboard';
import { functionAssetsTable, measureFunctionAssets } from './function-assets';
import { measureStoreRoundTrips, roundTripTable } from './store-round-trips';
import { measurePassportScan, scanTable, scanTitles } from './passport-scan';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);

await buildSite(root, true);

const starts = [];
for (let i = 0; i < runs; i++) starts.push(await measureStart(root));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`\n## npm start, fresh data directory, site already built (${runs} runs, median)\n`);
console.log('| first 200 of | seconds |\n| --- | --- |');
console.log(`| / | ${median(starts.map((s) => s.homeSeconds)).toFixed(2)} |`);
console.log(
  `| /api/health (all three services ok) | ${median(starts.map((s) => s.healthSeconds)).toFixed(2)} |`,
);

const weights = await pageWeights(join(root, 'dist'));
const byKind = new Map<string, { pages: number; maxJs: number; maxHtml: number }>();
for (const w of weights) {
  const kind = w.page
    .replace(/^\/(tr|ar|fr|de|es|it|ru|zh|ja|ko|pt|hi|sw)\//, '/')
    .replace(/index\.html$/, '');
  const entry = byKind.get(kind) ?? { pages: 0, maxJs: 0, maxHtml: 0 };
  entry.pages += 1;
  entry.maxJs = Math.max(entry.maxJs, w.jsGzipBytes);
  entry.maxHtml = Math.max(entry.maxHtml, w.htmlGzipBytes);
  byKind.set(kind, entry);
}
console.log('\n## Page weight (gzip), largest over all languages\n');
console.log('| page | languages | JS KB | HTML KB |\n| --- | --- | --- | --- |');
for (const [page, w] of [...byKind].sort()) {
  console.log(`| ${page} | ${w.pages} | ${(w.maxJs / 1024).toFixed(1)} | ${(w.maxHtml / 1024).toFixed(1)} |`);
}

const dashboard = await measureAdminDashboard();
console.log(
  '\n## Admin dashboard: DynamoDB reads per request (fresh local store, 100 then 20,000 applications)\n',
);
console.log(dashboardTable(dashboard));

const assets = await measureFunctionAssets(runs);
console.log(
  `\n## Function artifacts (cdk synth), cold init in a fresh Node process (${runs} runs, median)\n`,
);
console.log(functionAssetsTable(assets));

const roundTrips = await measureStoreRoundTrips();
console.log(
  '\n## Store round trips: status lookup and creation beside bare GetItem and PutItem (60 runs, median)\n',
);
console.log(roundTripTable(roundTrips));
for (const page of ['details', 'wizard'] as const) {
  const scan = await measurePassportScan(root, undefined, page);
  console.log(`\n## ${scanTitles[page]}\n`);
  console.log(scanTable(scan));
}
