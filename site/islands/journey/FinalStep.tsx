import { lazy, Suspense } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import type { LocaleCode } from '../../../shared/locales';
import { AgreementsSection } from './AgreementsSection';
import type { DetailsAction, DetailsState } from './details-editor-state';
import type { T } from './i18n';

/**
 * The signature (drawn or typed) ends the last traveller's page, below the fold: its code is a chunk of
 * its own, fetched as soon as this module runs, so the page's first JavaScript stays within its budget.
 */
const signatureModule = import('./SignatureField');
const SignatureField = lazy(() => signatureModule.then((m) => ({ default: m.SignatureField })));

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly state: DetailsState;
  readonly dispatch: (action: DetailsAction) => void;
}

/** Under the last applicant: the two agreements and the signature with its declaration. */
export function FinalStep({ t, locale, state, dispatch }: Props) {
  const { errors } = state;
  return (
    <>
      <AgreementsSection
        t={t}
        locale={locale}
        value={state.agreements}
        onChange={(value) => dispatch({ type: 'agreed', value })}
        errors={errors.agreements}
      />
      <Suspense fallback={<div className="signature-placeholder" />}>
        <SignatureField
          t={t}
          value={state.signature}
          onChange={(value) => dispatch({ type: 'signed', value })}
          error={errors.signature && t(errors.signature as MessageKey)}
          declaration={t('flow.signature.declaration')}
        />
      </Suspense>
    </>
  );
}

/** For `lazy()` in the details editor (a default export costs the page's first script fewer bytes). */
export default FinalStep;
