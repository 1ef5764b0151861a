import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import {
  tickedAgreementNames,
  type AgreementsDraft,
  type TickedAgreementName,
} from '../../lib/journey/draft';
import type { AgreementName } from '../../lib/journey/details-problems';
import { journeyPaths } from '../../lib/journey/steps';
import { Checkbox } from '../form-kit/fields';
import { prefixesOf, type T } from './i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly value: AgreementsDraft;
  readonly onChange: (value: AgreementsDraft) => void;
  readonly errors: Partial<Record<AgreementName, MessageKey>>;
}

const labels: Record<TickedAgreementName, MessageKey> = {
  termsAccepted: 'journey.agreement.terms',
  privacyAccepted: 'journey.agreement.privacy',
};

/** A link to a legal page that opens in a new tab, and says so. */
function NewTabLink({ href, text, t }: { href: string; text: string; t: T }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {text}
      <span className="visually-hidden"> {t('flow.nav.newTab')}</span>
    </a>
  );
}

/**
 * The agreements of the details page (spec §5: "both agreements"): Terms of Service and Privacy Policy,
 * each with its page in a new tab. That the information is correct and the fees agreed is the
 * declaration the signature confirms (SignatureField), not two more boxes.
 */
export function AgreementsSection({ t, locale, value, onChange, errors }: Props) {
  const prefixes = prefixesOf(t);
  const links: Partial<Record<AgreementName, { href: string; text: string }>> = {
    termsAccepted: { href: localizePath(journeyPaths.terms, locale), text: t('flow.agreements.readTerms') },
    privacyAccepted: {
      href: localizePath(journeyPaths.privacy, locale),
      text: t('flow.agreements.readPrivacy'),
    },
  };
  return (
    <fieldset className="fieldset fieldset--group">
      <legend className="fieldset__legend fieldset__legend--m">{t('flow.agreements.title')}</legend>
      <div className="checkboxes">
        {tickedAgreementNames.map((name) => {
          const link = links[name];
          const error = errors[name];
          return (
            <Checkbox
              key={name}
              id={name}
              label={t(labels[name])}
              hint={link && <NewTabLink href={link.href} text={link.text} t={t} />}
              checked={value[name]}
              onChange={(checked) => onChange({ ...value, [name]: checked })}
              error={error && t(error)}
              prefixes={prefixes}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
