import type { LocaleCode } from '../../../shared/locales';
import type { FieldPrefixes } from '../form-kit/fields';
import type { Step1Draft, Step1Field } from '../../lib/journey/draft';
import type { T } from './i18n';
import type { Step1Errors } from './step1-state';

/** What each group of step 1's fields needs from the form. */
export interface Step1FieldsProps {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly values: Step1Draft;
  readonly errors: Step1Errors;
  readonly prefixes: FieldPrefixes;
  readonly change: (field: Step1Field) => (value: string) => void;
}
