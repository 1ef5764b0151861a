/**
 * Office hours in the visitor's own time zone, beside East Africa Time: fills the hidden "your time"
 * column of each `[data-support-hours]` table from the UTC minutes its cells carry. A visitor whose
 * clock is already on UTC+3 (or without JavaScript) sees the East Africa Time column alone.
 */
const lang = document.documentElement.lang;
const reference = new Date();
// Today's UTC midnight, so the times and the zone's name follow today's daylight saving.
const today = Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate());
const clock = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' });
const zone =
  new Intl.DateTimeFormat(lang, { timeZoneName: 'short' })
    .formatToParts(reference)
    .find((p) => p.type === 'timeZoneName')?.value ?? '';

if (-reference.getTimezoneOffset() !== 180) {
  for (const table of document.querySelectorAll<HTMLTableElement>('table[data-support-hours]')) {
    const header = table.querySelector<HTMLElement>('[data-local-header]');
    if (!header) continue;
    header.textContent = (header.dataset.template ?? '').replace('{zone}', zone);
    for (const cell of table.querySelectorAll<HTMLElement>('[data-local-cell]')) {
      const { from, to, range } = cell.dataset;
      if (from !== undefined && to !== undefined && range !== undefined) {
        const at = (minutes: string) => clock.format(new Date(today + Number(minutes) * 60_000));
        cell.textContent = range.replace('{from}', at(from)).replace('{to}', at(to));
      }
      cell.hidden = false;
    }
    header.hidden = false;
  }
}
