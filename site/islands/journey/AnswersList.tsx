import type { ReactNode } from 'react';
import type { MessageKey } from '../../../shared/i18n/types';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import { isDrawnSignature } from '../../../shared/journey/signature';
import { applicantFieldGroups, fieldId, fieldLabel } from '../../lib/journey/applicant-fields';
import type { CountryNames } from '../../lib/journey/country-lookup';
import { agreementNames } from '../../lib/journey/draft';
import { isSharedTripField } from '../../lib/journey/same-as-first';
import { journeyPaths } from '../../lib/journey/steps';
import type { AnswersDraft } from '../../lib/journey/answers-draft';
import { displayValue } from './display';
import type { T } from './i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryNames;
  readonly data: AnswersDraft;
}

interface Row {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
  readonly href: string;
}

function SummaryList({ t, rows }: { t: T; rows: readonly Row[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.key}>
          <dt className="summary-list__key">{row.label}</dt>
          <dd className="summary-list__value">
            {row.value === '' ? t('flow.check.notProvided') : row.value}
          </dd>
          <dd className="summary-list__actions">
            <a href={row.href}>
              {t('flow.check.change')}
              <span className="visually-hidden"> {row.label}</span>
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every answer, grouped as it was asked, each with a Change link back to the exact field. */
export function AnswersList({ t, locale, countries, data }: Props) {
  const step1 = (id: string) => `${localizePath(journeyPaths.step1, locale)}#${id}`;
  const detailsAt = (id: string) => `${localizePath(journeyPaths.details, locale)}#${id}`;
  const { step1: s, pricing } = data;
  const etaLabel = optionLabels.etaType[s.etaType as keyof typeof optionLabels.etaType];
  const transportLabel =
    optionLabels.transportationMethod[
      s.transportationMethod as keyof typeof optionLabels.transportationMethod
    ];
  const applicationRows: Row[] = [
    {
      key: 'n',
      label: t('common.label.numberOfApplicants'),
      value: s.numberOfApplicants,
      href: step1('numberOfApplicants'),
    },
    {
      key: 'eta',
      label: t('flow.step1.etaType'),
      value: etaLabel ? t(etaLabel) : '',
      href: step1('etaType-0'),
    },
    {
      key: 'transport',
      label: t('flow.step1.transportationMethod'),
      value: transportLabel ? t(transportLabel) : '',
      href: step1('transportationMethod-0'),
    },
    {
      key: 'email',
      label: t('common.field.email'),
      value: <span dir="ltr">{s.contactEmail}</span>,
      href: step1('contactEmail'),
    },
    {
      key: 'email2',
      label: t('flow.step1.contactEmail2'),
      value: s.contactEmail2 ? <span dir="ltr">{s.contactEmail2}</span> : '',
      href: step1('contactEmail2'),
    },
    {
      key: 'phone',
      label: t('common.field.phone'),
      value: <span dir="ltr">{`${s.countryCode} ${s.contactPhone}`}</span>,
      href: step1('contactPhone'),
    },
    {
      key: 'speed',
      label: t('common.label.processingSpeed'),
      value: pricing.processingType ? t(optionLabels.processingType[pricing.processingType]) : '',
      href: `${localizePath(journeyPaths.pricing, locale)}#processingType-0`,
    },
    {
      key: 'insurance',
      label: t('common.label.travelInsurance'),
      value: pricing.insurance ? t('common.form.yes') : t('common.form.no'),
      href: `${localizePath(journeyPaths.pricing, locale)}#insurance`,
    },
  ];

  return (
    <>
      <h2>{t('common.label.application')}</h2>
      <SummaryList t={t} rows={applicationRows} />
      {data.applicants.map((applicant, i) => {
        const shares = i > 0 && data.sameTrip.has(applicant.id);
        const name = [applicant.firstName, applicant.lastName].filter((v) => v.trim()).join(' ');
        const rows: Row[] = applicantFieldGroups
          .flatMap((g) => g.fields)
          .filter((spec) => !spec.showWhen || applicant[spec.showWhen.field] === spec.showWhen.equals)
          .map((spec) => ({
            key: spec.name,
            label: t(fieldLabel(spec.name)),
            value: displayValue(t, locale, countries, spec.name, applicant[spec.name]),
            href: detailsAt(
              shares && isSharedTripField(spec.name)
                ? `applicant-${i + 1}-sameAsFirst`
                : fieldId(i, spec.name),
            ),
          }));
        return (
          <section key={applicant.id} aria-labelledby={`answers-applicant-${i + 1}`}>
            <h2 id={`answers-applicant-${i + 1}`}>
              {t('flow.details.applicantN', { n: i + 1 })}
              {name && `: ${name}`}
            </h2>
            {shares && <p className="hint">{t('flow.check.sharesTrip')}</p>}
            <SummaryList t={t} rows={rows} />
          </section>
        );
      })}
      <h2>{t('flow.agreements.title')}</h2>
      <SummaryList
        t={t}
        rows={[
          ...agreementNames.map((name) => ({
            key: name,
            label: t(`flow.agreements.${name}.short` as MessageKey),
            value: data.agreements[name] ? t('flow.check.accepted') : '',
            href: detailsAt(name),
          })),
          {
            key: 'signature',
            label: t('flow.signature.title'),
            value: isDrawnSignature(data.signature) ? (
              <img
                className="signature__image"
                src={data.signature}
                alt={t('flow.check.signatureImage')}
                width={200}
                height={75}
              />
            ) : (
              data.signature
            ),
            href: detailsAt('signature'),
          },
        ]}
      />
    </>
  );
}
