import { expect, fullChromiumTag, test } from '../fixtures';
import { seedStorage, step1Draft } from '../journey/support';
import { specimenPage, type PageText, type RenderOptions } from '../../support/passport-images';
import { td3Lines } from '../../support/mrz-lines';
import { passportFile, specimenLines, watchRequests } from './support';

const erika: PageText = {
  lines: td3Lines({
    issuing: 'D',
    surname: 'MUSTERMANN',
    givenNames: 'ERIKA',
    number: 'C01X00T47',
    nationality: 'D',
    birth: '830812',
    sex: 'F',
    expiry: '310801',
  }),
  surname: 'MUSTERMANN',
  givenNames: 'ERIKA',
  number: 'C01X00T47',
  nationality: 'DEUTSCH',
  birth: '12.08.1983',
  expiry: '01.08.2031',
};
const otieno: PageText = {
  lines: td3Lines({
    issuing: 'KEN',
    surname: 'OTIENO',
    givenNames: 'BRIAN OMONDI',
    number: 'AK0123456',
    nationality: 'KEN',
    birth: '950101',
    sex: 'M',
    expiry: '330615',
  }),
  surname: 'OTIENO',
  givenNames: 'BRIAN OMONDI',
  number: 'AK0123456',
  nationality: 'KENYAN',
  birth: '01 JAN 1995',
  expiry: '15 JUN 2033',
};

const cases: { name: string; text: PageText; options: RenderOptions; number: string; surname: string }[] = [
  {
    name: 'specimen upright PNG',
    text: specimenPage(specimenLines),
    options: {},
    number: 'L898902C3',
    surname: 'ERIKSSON',
  },
  {
    name: 'specimen turned 90° (phone photo on a table)',
    text: specimenPage(specimenLines),
    options: { rotate: 90, scale: 2.5, onTable: true, format: 'jpeg' },
    number: 'L898902C3',
    surname: 'ERIKSSON',
  },
  {
    name: 'specimen upside down',
    text: specimenPage(specimenLines),
    options: { rotate: 180, format: 'jpeg' },
    number: 'L898902C3',
    surname: 'ERIKSSON',
  },
  {
    name: 'specimen turned 270°',
    text: specimenPage(specimenLines),
    options: { rotate: 270 },
    number: 'L898902C3',
    surname: 'ERIKSSON',
  },
  {
    name: 'specimen as a PDF scan',
    text: specimenPage(specimenLines),
    options: { format: 'pdf' },
    number: 'L898902C3',
    surname: 'ERIKSSON',
  },
  {
    name: 'a German passport at phone resolution',
    text: erika,
    options: { scale: 3, format: 'jpeg', onTable: true },
    number: 'C01X00T47',
    surname: 'MUSTERMANN',
  },
  {
    name: 'a Kenyan passport as a PDF, upside down',
    text: otieno,
    options: { rotate: 180, format: 'pdf' },
    number: 'AK0123456',
    surname: 'OTIENO',
  },
];

test(
  'every orientation, phone photos and PDFs are read in one page, the reader loaded once',
  { tag: fullChromiumTag },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(600_000);
    await seedStorage(page, {
      kenyaEtaApplication: { ...step1Draft, numberOfApplicants: '1', processingType: 'normal' },
    });
    await page.goto('/kenya-eta-details');
    const requests = watchRequests(page, baseURL ?? '');
    const scan = page.locator('[data-passport-scan]');
    for (const c of cases) {
      await test.step(c.name, async () => {
        const extension = c.options.format === 'pdf' ? 'pdf' : c.options.format === 'jpeg' ? 'jpg' : 'png';
        const file = await passportFile(browser, `passport.${extension}`, c.text, c.options);
        await scan.getByLabel('Photo or scan of the passport bio-data page').setInputFiles(file);
        await expect(scan.getByRole('heading', { name: 'Passport Scanned Successfully' })).toBeVisible({
          timeout: 90_000,
        });
        await expect(scan.locator('[data-field="passportNumber"] dd')).toHaveText(c.number);
        await expect(scan.locator('[data-field="surname"] dd')).toHaveText(c.surname);
        await scan.getByRole('button', { name: 'Do not use them' }).click();
      });
    }
    expect(requests.foreign()).toEqual([]);
    // A second scan reuses the worker: its core and trained data were fetched once.
    expect(requests.all().filter((u) => u.endsWith('/ocr/eng.traineddata.gz')).length).toBeLessThanOrEqual(1);
    expect(requests.all().filter((u) => /\/ocr\/tesseract-core[^/]*\.wasm$/.test(u))).toHaveLength(1);
  },
);
