import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '../../../shared/i18n';
import { formatMoney } from '../../../shared/i18n/money';
import { localeCodes, localizePath } from '../../../shared/locales';
import { publicPages } from '../../../shared/public/routes';
import { serviceFeeFromBands } from '../../../shared/destinations/rules';
import { localizedCountries } from '../../../shared/public/countries';
import { getLocale } from '../../../shared/locales';
import { visaJourneys } from '../../../site/lib/journey/visa-journeys';
import {
  governmentFees,
  tanzaniaPrices,
  tanzaniaSpeeds,
  tanzaniaVisaTypes,
  visaFreeNationalities,
} from '../../../shared/destinations/tanzania';

/**
 * Tanzania's pages as built (`npm run build`), in every language: every figure they show is the one of
 * Tanzania's configuration (`shared/destinations/tanzania/`), read from the rows' `data-*` values and from
 * the text the reader sees. And no public page carries placeholder text or an unfilled `{placeholder}`.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');
const html = (path: string, code: (typeof localeCodes)[number]) =>
  readFileSync(join(siteDir, localizePath(path, code), 'index.html'), 'utf8');

/** The `<tr>`s of the table marked with `attribute`, each as [its data-key value, its HTML]. */
function rows(page: string, attribute: string, key: string): [string, string][] {
  const start = page.indexOf(attribute);
  if (start < 0) throw new Error(`no table ${attribute}`);
  const table = page.slice(start, page.indexOf('</table>', start));
  return [...table.matchAll(new RegExp(`<tr[^>]*${key}="([^"]+)"[^>]*>([\\s\\S]*?)</tr>`, 'g'))].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
}

const amounts = (row: string) => [...row.matchAll(/data-amount="(\d+)"/g)].map((m) => Number(m[1]));
/** Visible text: tags and scripts dropped, entities of the formatter's spaces kept as characters. */
const text = (page: string) =>
  page
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)));

describe.each(localeCodes)('Tanzania pages in %s', (code) => {
  const money = (amount: number) => formatMoney(amount, code);

  it('/visa-fees shows the government fee of every visa type of the fee table', () => {
    const page = html('/visa-fees', code);
    const types = rows(page, 'data-tz-government-fees', 'data-visa-type');
    expect(Object.fromEntries(types.map(([id, row]) => [id, amounts(row)[0]]))).toEqual(governmentFees);
    for (const [id, row] of types)
      expect(text(row)).toContain(money(governmentFees[id as keyof typeof governmentFees]));
  });

  it('/visa-fees, /tanzania and /processing show every speed with its promised time and surcharge', () => {
    for (const path of ['/visa-fees', '/tanzania', '/processing']) {
      const speeds = rows(html(path, code), 'data-tz-speeds', 'data-speed');
      expect(
        speeds.map(([id]) => id),
        path,
      ).toEqual(tanzaniaSpeeds.map((s) => s.id));
      for (const [id, row] of speeds) {
        const speed = tanzaniaSpeeds.find((s) => s.id === id);
        if (!speed) throw new Error(`no speed ${id}`);
        expect(row).toContain(`data-days="${speed.maxBusinessDays}"`);
        const days = speed.maxBusinessDays;
        expect(text(row)).toContain(useTranslations(code).plural('tanzania.days', days, { count: days }));
        if (speed.fee > 0) expect(text(row)).toContain(money(speed.fee));
        else expect(amounts(row)).toEqual([0]);
      }
    }
  });

  it('/visa-fees shows the service fee by group size, insurance and a total the price table gives', () => {
    const page = html('/visa-fees', code);
    const table = page.slice(
      page.indexOf('data-tz-service-fees'),
      page.indexOf('</table>', page.indexOf('data-tz-service-fees')),
    );
    const bands = [...table.matchAll(/data-amount="(\d+)"/g)];
    expect(bands.map((m) => Number(m[1]))).toEqual(tanzaniaPrices.serviceFeeBands.map((b) => b.fee));
    expect(text(page)).toContain(money(tanzaniaPrices.insurancePricePerPerson));
    // Two travellers, ordinary visas, the urgent speed, no insurance: computed here from the tables.
    const urgent = tanzaniaSpeeds.find((s) => s.id === 'fast')?.fee ?? NaN;
    const perPerson =
      (serviceFeeFromBands(tanzaniaPrices.serviceFeeBands, 2) ?? NaN) + governmentFees.ordinary + urgent;
    expect(page).toContain(`data-example-total="${perPerson * 2}"`);
    expect(text(page)).toContain(money(perPerson * 2));
    expect(text(page)).toContain(money(perPerson));
  });

  it('/tanzania lists the visa-free nationalities of the table and each type with its fee', () => {
    const page = html('/tanzania', code);
    const list = page.slice(
      page.indexOf('id="visa-free"'),
      page.indexOf('</ul>', page.indexOf('id="visa-free"')),
    );
    const codes = [...list.matchAll(/data-country-code="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(codes.sort()).toEqual([...visaFreeNationalities].sort());
    for (const [id, fee] of Object.entries(governmentFees)) {
      const card = page.slice(
        page.indexOf(`data-visa-type="${id}"`),
        page.indexOf('</li>', page.indexOf(`data-visa-type="${id}"`)),
      );
      expect(text(card), id).toContain(money(fee));
      // The nationalities a type is limited to, or not issued to, are named in the page's language.
      const type = tanzaniaVisaTypes.find((v) => v.id === id);
      for (const c of localizedCountries(
        [...(type?.onlyFor ?? []), ...(type?.notFor ?? [])],
        getLocale(code).tag,
      )) {
        expect(text(card).replace(/&amp;/g, '&'), `${id}: ${c.code}`).toContain(c.name);
      }
    }
  });

  it('/tanzania, /visa-fees and /processing lead to the journey at /apply-visa, and its rush variant', () => {
    const t = useTranslations(code);
    const apply = localizePath('/apply-visa', code);
    for (const path of ['/tanzania', '/visa-fees', '/processing']) {
      const page = html(path, code);
      const notice = page.slice(
        page.indexOf('data-tz-apply'),
        page.indexOf('</section>', page.indexOf('data-tz-apply')),
      );
      expect(notice, path).toContain(`href="${apply}"`);
      expect(notice, path).toContain(`href="${apply}?rush=true"`);
      expect(text(notice), path).toContain(t('common.action.applyNow'));
      expect(text(notice).replace(/&#39;|&apos;/g, "'"), path).toContain(
        t('tanzania.apply.rush').replace(/&/g, '&amp;'),
      );
    }
  });
});

describe.each(localeCodes)('the Tanzania e-visa journey in %s', (code) => {
  const paths = Object.values(visaJourneys.tanzania.paths).filter((p) =>
    existsSync(join(siteDir, localizePath(p, code), 'index.html')),
  );

  it('/apply-visa is step 1 of the journey (no longer a redirect), in Tanzania mode, without placeholders', () => {
    expect(paths).toContain('/apply-visa');
    for (const path of paths) {
      const page = html(path, code);
      expect(page, path).not.toContain('http-equiv="refresh"');
      expect(page, path).toContain(`lang="${getLocale(code).tag}"`);
      // The header is in Tanzania mode: its switch marks Tanzania as the current service.
      expect(page, path).toMatch(new RegExp(`href="${localizePath('/tanzania', code)}" aria-current="true"`));
      expect(text(page).replace(/\{(min|max|price|amount|countries)\}/g, ''), path).not.toMatch(
        /\b(TODO|TBD|FIXME|NaN|undefined)\b|\{\w+\}/,
      );
    }
  });

  it('/apply-visa sends its island Tanzania and the step-1 words it shows', () => {
    const page = html('/apply-visa', code);
    const t = useTranslations(code);
    expect(text(page)).toContain(t('visa.step1.title'));
    expect(page).toContain('component-url');
    // The island's props carry the destination and its words (the types' names, the speeds' names).
    expect(page).toContain('&quot;tanzania&quot;');
    for (const key of [
      'visa.step1.departureCountry',
      'common.visaType.multipleEntry',
      'common.speed.superUrgent',
    ] as const)
      expect(page, key).toContain(JSON.stringify(t(key)).slice(1, -1).replace(/"/g, '&quot;').slice(0, 12));
  });
});

describe('every public page', () => {
  // Case matters for the markers: Spanish "todo" is a word, "TODO" is not.
  const placeholder = /\b(TODO|TBD|FIXME|NaN|undefined)\b|\{\w+\}/;
  const find = (page: string) => /coming soon|lorem ipsum/i.exec(page)?.[0] ?? placeholder.exec(page)?.[0];

  it.each(localeCodes)('has no placeholder text or unfilled {placeholder} in %s', (code) => {
    const found = publicPages
      .map((path) => ({ path, match: find(text(html(path, code))) }))
      .filter((p) => p.match !== undefined);
    expect(found).toEqual([]);
  });
});
