import { describe, expect, it } from 'vitest';
import type { WizardForm } from '../../../../../../shared/wizard/form-data';
import { wizardCashCurrencies } from '../../../../../../shared/wizard/ports';
import { CustomsStep } from '../../../../../../site/islands/wizard/steps/CustomsStep';
import { render } from '../../form-kit/dom';
import { fieldProps, stepProps, translator } from './support';

const customs = (
  form: Partial<WizardForm> = {},
  issues: Parameters<typeof stepProps>[1] = [],
  locale: 'en' | 'ar' = 'en',
) => {
  const { props, patches } = stepProps(form, issues);
  const element = <CustomsStep {...props} t={translator(locale)} locale={locale} />;
  return { element, page: render(element), patches };
};
const details = [
  'cashAmount',
  'cashCurrency',
  'goodsDescription',
  'medicineDescription',
  'animalsDescription',
];
const shown = (page: ReturnType<typeof render>) => details.filter((id) => page.count(`#${id}`) === 1);

describe('step 6, Customs Declaration', () => {
  it('asks six yes/no questions as fieldsets, then the truth declaration', () => {
    const { page } = customs();
    expect(page.texts('fieldset > legend')).toEqual([
      'Are you carrying more than USD 10,000 in cash, or the same value in other currencies?',
      'Are you carrying goods to declare, such as commercial goods or gifts above the duty-free allowance?',
      'Are you carrying medicines?',
      'Are you carrying firearms, ammunition or other weapons?',
      'Are you carrying narcotic drugs or other controlled substances?',
      'Are you carrying animals, plants, or animal or plant products?',
    ]);
    expect(page.labelOf('carryingWeapons-0')).toBe('Yes');
    expect(page.labelOf('customsDeclaration')).toBe(
      'I declare that the answers I have given in this customs declaration are true and complete.',
    );
    expect(page.attr('#customsDeclaration', 'type')).toBe('checkbox');
    expect(shown(page)).toEqual([]);
  });

  it('asks the amount and currency after Yes to cash, and each description after its Yes', () => {
    expect(shown(customs({ carryingCash: 'yes' }).page)).toEqual(['cashAmount', 'cashCurrency']);
    expect(shown(customs({ carryingGoods: 'yes', carryingAnimals: 'yes' }).page)).toEqual([
      'goodsDescription',
      'animalsDescription',
    ]);
    expect(shown(customs({ carryingMedicine: 'yes', carryingCash: 'no' }).page)).toEqual([
      'medicineDescription',
    ]);
    expect(shown(customs({ carryingWeapons: 'yes', carryingDrugs: 'yes' }).page)).toEqual([]);
    const all = customs({
      carryingCash: 'yes',
      carryingGoods: 'yes',
      carryingMedicine: 'yes',
      carryingAnimals: 'yes',
    });
    expect(
      details
        .slice(0, 1)
        .concat(details.slice(2))
        .map((id) => all.page.labelOf(id)),
    ).toEqual([
      'Amount of cash',
      'Describe the goods and their value',
      'Describe the medicines and their quantities',
      'Describe the animals, plants or products',
    ]);
    expect(all.page.one('#goodsDescription').name).toBe('textarea');
  });

  it('names the currencies in the page’s language, by code', () => {
    const en = customs({ carryingCash: 'yes' }).page;
    expect(en.labelOf('cashCurrency')).toBe('Currency');
    expect(en.all('#cashCurrency option').map((o) => o.attribs.value)).toEqual(['', ...wizardCashCurrencies]);
    expect(en.text('#cashCurrency option[value="USD"]')).toBe('USD – US Dollar');
    const ar = customs({ carryingCash: 'yes' }, [], 'ar').page;
    expect(ar.labelOf('cashCurrency')).toBe('العملة');
    expect(ar.text('#cashCurrency option[value="KES"]')).toMatch(/^KES – .*كيني/);
  });

  it('records the declaration box and the answers', () => {
    const { element, patches } = customs({ carryingCash: 'yes' });
    fieldProps(element, 'customsDeclaration').onChange?.(true);
    fieldProps(element, 'cashAmount').onChange?.('15000');
    fieldProps(element, 'carryingDrugs').onChange?.('no');
    expect(patches).toEqual([{ customsDeclaration: true }, { cashAmount: '15000' }, { carryingDrugs: 'no' }]);
  });

  it('shows the messages inline: the amount’s with its input, the declaration’s above its box', () => {
    const { page } = customs({ carryingCash: 'yes' }, [
      { field: 'cashAmount', message: 'wizard.error.cashAmount.required', level: 'error' },
      { field: 'customsDeclaration', message: 'wizard.error.customsDeclaration.required', level: 'error' },
    ]);
    expect(page.described('#cashAmount')).toEqual(['Error: Enter the amount of cash you are carrying']);
    expect(page.described('#customsDeclaration')).toEqual([
      'Error: Please confirm that your customs declaration is true and complete',
    ]);
    expect(page.attr('#customsDeclaration', 'aria-invalid')).toBe('true');
  });
});
