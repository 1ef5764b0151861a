import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allExemptNationalities,
  etaRequirementFor,
  exemptionGroups,
  exemptNationalities,
} from '../../../shared/eta-exemptions';
import { localeCodes, localizePath } from '../../../shared/locales';

/**
 * Every page of the built site that lists nationalities says what the one exemption table
 * (`shared/eta-exemptions.ts`) says, in every language: the start page's exempt countries, the home
 * page's eligibility checker and the visa requirements page. A page that lists countries and is not
 * checked here fails the first test, so a new list cannot drift from the table unnoticed.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const siteDir = process.env.SITE_DIR ?? join(root, 'dist');

const html = (path: string) => readFileSync(join(siteDir, path, 'index.html'), 'utf8');

/** The country codes of the list with this id (`<ul id="…">` … `</ul>`). */
function listCodes(page: string, id: string): string[] {
  const start = page.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no list #${id}`);
  const list = page.slice(start, page.indexOf('</ul>', start));
  return [...list.matchAll(/data-country-code="([A-Z]{2})"/g)].map((m) => m[1] ?? '');
}

/** The checker's options: code → the answer it shows (`data-status`). */
function checkerAnswers(page: string): Map<string, string> {
  return new Map(
    [...page.matchAll(/<option value="([A-Z]{2})" data-status="([a-z]+)"/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
}

const sorted = (codes: Iterable<string>) => [...codes].sort();
const startPages = ['/kenya-eta-start', '/apply-kenya-eta'];
const checkerPages = ['/', '/kenya-home'];
/** Tanzania's home lists its visa-free nationalities: compared with Tanzania's table in tanzania-pages.test.ts. */
const tanzaniaPages = ['/tanzania'];
const checked = [...startPages, ...checkerPages, '/visa-requirements', ...tanzaniaPages];

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map(
      (file) =>
        `/${relative(siteDir, join(dir, file)).replace(/\/?index\.html$/, '')}`.replace(/\/$/, '') || '/',
    );
}

describe('the pages that list nationalities', () => {
  it('are the ones this test compares with the exemption table', () => {
    const listing = htmlPages(siteDir).filter((path) =>
      /data-country-code="|data-status="(?:eta|eac|waiver|african)"/.test(
        readFileSync(join(siteDir, path, 'index.html'), 'utf8'),
      ),
    );
    const expected = checked.flatMap((page) =>
      localeCodes.map((code) => localizePath(page, code).replace(/(.)\/$/, '$1')),
    );
    expect(sorted(listing)).toEqual(sorted(expected));
  });

  it.each(localeCodes)('start page (%s): lists exactly the exempt nationalities of the table', (code) => {
    for (const page of startPages) {
      expect(sorted(listCodes(html(localizePath(page, code)), 'exempt-list')), page).toEqual(
        sorted(allExemptNationalities),
      );
    }
  });

  it.each(localeCodes)(
    'eligibility checker (%s): answers for every nationality what the table says',
    (code) => {
      for (const page of checkerPages) {
        const answers = checkerAnswers(html(localizePath(page, code)));
        expect(answers.size, page).toBeGreaterThan(190);
        for (const [nationality, answer] of answers) {
          const rule = etaRequirementFor(nationality);
          expect(answer, `${page} ${nationality}`).toBe(rule.needsEta ? 'eta' : rule.group);
        }
        const exempt = [...answers].filter(([, answer]) => answer !== 'eta').map(([n]) => n);
        expect(sorted(exempt), page).toEqual(sorted(allExemptNationalities));
      }
    },
  );

  it.each(localeCodes)(
    'visa requirements (%s): each stay group as in the table, no exempt one as needing an eTA',
    (code) => {
      const page = html(localizePath('/visa-requirements', code));
      for (const group of exemptionGroups) {
        expect(sorted(listCodes(page, `eta-exempt-${group.id}`)), group.id).toEqual(
          sorted(exemptNationalities[group.id]),
        );
      }
      for (const nationality of listCodes(page, 'eta-required')) {
        expect(etaRequirementFor(nationality).needsEta, nationality).toBe(true);
      }
    },
  );
});
