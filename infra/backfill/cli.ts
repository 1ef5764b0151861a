/**
 * `npm run backfill`: brings stored data up to what this version reads, once after a deploy (and
 * safe to run again at any time, with traffic going on):
 * - the number index (gsi3) keys on applications stored before it, for the one-Query status lookup;
 * - applications stored before the staff queue moved into their view (`queue-index.ts`);
 * - the dashboard counters (the queue's view counters among them) recounted from the applications, exactly (`counters.ts`).
 * Where it writes: as `npm run staff` (TABLE_NAME for a deployment, else the local data).
 */
import { fileURLToPath } from 'node:url';
import { openStaffStore } from '../staff/store';
import { backfillCounters } from './counters';
import { backfillNumberIndex } from './number-index';
import { backfillQueueIndex } from './queue-index';

const root = fileURLToPath(new URL('../..', import.meta.url));
const store = await openStaffStore(process.env, root);
try {
  console.log(`Backfilling ${store.description}`);
  const indexed = await backfillNumberIndex(store.table);
  console.log(`Number index: ${indexed} application(s) given their keys.`);
  const moved = await backfillQueueIndex(store.table);
  console.log(`Staff queue: ${moved} application(s) moved into their view.`);
  const corrections = await backfillCounters(store.table);
  const changed = Object.entries(corrections).filter(([, by]) => by !== 0);
  console.log(
    changed.length === 0
      ? 'Counters: already exact.'
      : `Counters corrected: ${changed.map(([name, by]) => `${name} ${by > 0 ? '+' : ''}${by}`).join(', ')}.`,
  );
} finally {
  await store.close();
}
