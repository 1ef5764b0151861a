import type { YesNo } from '../../../../shared/wizard/form-data';
import { DateField } from '../../form-kit/DateField';
import { RadioGroup } from '../../form-kit/fields';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  readonly previousVisit: YesNo;
  readonly onPreviousVisit: (answer: YesNo) => void;
}

/** Step 5's yes/no questions: a previous visit to Kenya (with its date when Yes), conviction, visa refusal. */
export function SecurityQuestions({ t, f, previousVisit, onPreviousVisit }: Props) {
  return (
    <fieldset className="fieldset fieldset--group">
      <legend className="fieldset__legend fieldset__legend--m">{t('common.group.declarations')}</legend>
      <RadioGroup
        {...f.answer('previousVisitToKenya', 'wizard.question.previousVisit')}
        onChange={(answer) => onPreviousVisit(answer as YesNo)}
        options={f.yesNo}
        inline
      />
      {previousVisit === 'yes' && (
        <DateField
          {...f.date('lastVisitDate', 'common.field.lastVisitDate')}
          hint={t('wizard.hint.lastVisitDate')}
        />
      )}
      <RadioGroup {...f.answer('convictedOfCrime', 'wizard.question.convicted')} options={f.yesNo} inline />
      <RadioGroup {...f.answer('deniedVisa', 'wizard.question.deniedVisa')} options={f.yesNo} inline />
    </fieldset>
  );
}
