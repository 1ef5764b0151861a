import type { MessageKey } from '../../../shared/i18n/types';
import type { AskedQuestions } from '../../../shared/journey/section-fields';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { optionLabels } from '../../../shared/journey/options';
import { isDrawnSignature } from '../../../shared/journey/signature';
import { applicantFieldGroups, fieldId, fieldLabel } from '../../lib/journey/applicant-fields';
import { countryLabel, type CountryNames } from '../../lib/journey/country-lookup';
import { agreementNames } from '../../lib/journey/draft';
import {
  isSharedSection,
  sameAsFirstId,
  sharedSectionNames,
  type SharedSection,
} from '../../lib/journey/same-as-first';
import { journeyPaths } from '../../lib/journey/steps';
import type { AnswersDraft } from '../../lib/journey/answers-draft';
import { visaSectionGroups } from './VisaSections';
import { displayValue } from './display';
import type { T } from './i18n';
import { SummaryCard, type Row } from './SummaryCard';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly countries: CountryNames;
  readonly data: AnswersDraft;
  readonly visa?: VisaAnswerLabels;
}

/**
 * A visa destination's step 1 answers, labelled by its page (pre-rendered from the destination's
 * definition, so Kenya's pages carry none of it): the visa types' names by id and the field labels.
 */
export interface VisaAnswerLabels {
  readonly types: Readonly<Record<string, string>>;
  readonly visaType: string;
  readonly departureCountry: string;
  readonly nationality: string;
  /** What each visa type asks (`askedQuestionsByType`): the answers listed are those it asks. */
  readonly questions?: Readonly<Record<string, AskedQuestions>>;
}

const sharesKeys = {
  contact: 'flow.check.sharesContact',
  trip: 'flow.check.sharesTrip',
  emergency: 'flow.check.sharesEmergency',
} as const satisfies Record<SharedSection, MessageKey>;

/** Every answer, grouped as it was asked, each section with a Change link back to its first field. */
export function AnswersList({ t, locale, countries, data, visa }: Props) {
  const step1 = (id: string) => `${localizePath(journeyPaths.step1, locale)}#${id}`;
  const detailsAt = (id: string) => `${localizePath(journeyPaths.details, locale)}#${id}`;
  const { step1: s, pricing } = data;
  const etaLabel = optionLabels.etaType[s.etaType as keyof typeof optionLabels.etaType];
  const transportLabel =
    optionLabels.transportationMethod[
      s.transportationMethod as keyof typeof optionLabels.transportationMethod
    ];
  const nationality = (data.visa && data.group[0]?.nationality) || '';
  // The chosen visa type's sections: those it does not ask are left out, its own ones listed after.
  const questions = data.visa && visa?.questions?.[data.visa.visaType];
  const notAsked = questions?.notAsked ?? [];
  const ownGroups = (questions?.own ?? []).map((s) => visaSectionGroups[s]);
  // A visa journey asks nationality, visa type and departure country on step 1, not Kenya's questions.
  const visaRows: Row[] =
    data.visa && visa
      ? [
          {
            key: 'nationality',
            label: visa.nationality,
            value: nationality ? countryLabel(countries, nationality) : '',
          },
          { key: 'visaType', label: visa.visaType, value: visa.types[data.visa.visaType] ?? '' },
          {
            key: 'departure',
            label: visa.departureCountry,
            value: data.visa.departureCountry ? countryLabel(countries, data.visa.departureCountry) : '',
          },
        ]
      : [];
  const kenyaRows: Row[] = data.visa
    ? []
    : [
        {
          key: 'residence',
          label: t('common.field.countryResidence'),
          value: data.residenceCountry ? countryLabel(countries, data.residenceCountry) : '',
          href: `${localizePath(journeyPaths.residence, locale)}#residence-country`,
        },
      ];
  const etaRows: Row[] = data.visa
    ? []
    : [
        {
          key: 'eta',
          label: t('flow.step1.etaType'),
          value: etaLabel ? t(etaLabel) : '',
        },
        {
          key: 'transport',
          label: t('flow.step1.transportationMethod'),
          value: transportLabel ? t(transportLabel) : '',
        },
      ];
  const applicationRows: Row[] = [
    ...kenyaRows,
    ...visaRows,
    {
      key: 'n',
      label: t('common.label.numberOfApplicants'),
      value: s.numberOfApplicants,
    },
    ...etaRows,
    {
      key: 'email',
      label: t('common.field.email'),
      value: <span dir="ltr">{s.contactEmail}</span>,
    },
    {
      key: 'email2',
      label: t('flow.step1.contactEmail2'),
      value: s.contactEmail2 ? <span dir="ltr">{s.contactEmail2}</span> : '',
    },
    {
      key: 'phone',
      label: t('common.field.phone'),
      value: <span dir="ltr">{`${s.countryCode} ${s.contactPhone}`}</span>,
    },
  ];
  const pricingRows: Row[] = [
    {
      key: 'speed',
      label: t('common.label.processingSpeed'),
      value: pricing.processingType ? t(optionLabels.processingType[pricing.processingType]) : '',
    },
    {
      key: 'insurance',
      label: t('common.label.travelInsurance'),
      value: pricing.insurance ? t('common.form.yes') : t('common.form.no'),
    },
  ];

  return (
    <>
      <SummaryCard
        t={t}
        level={2}
        title={t('common.label.application')}
        href={step1('numberOfApplicants')}
        rows={applicationRows}
      />
      <SummaryCard
        t={t}
        level={2}
        title={t('flow.pricing.title')}
        href={`${localizePath(journeyPaths.pricing, locale)}#processingType-0`}
        rows={pricingRows}
      />
      {data.applicants.map((applicant, i) => {
        const shares = sharedSectionNames.filter((s) => i > 0 && data.sameAsFirst[s].has(applicant.id));
        const name = [applicant.firstName, applicant.lastName].filter((v) => v.trim()).join(' ');
        const owner = t('flow.details.applicantN', { n: i + 1 });
        return (
          <section key={applicant.id} aria-labelledby={`answers-applicant-${i + 1}`}>
            <h2 id={`answers-applicant-${i + 1}`}>
              {owner}
              {name && `: ${name}`}
            </h2>
            {[...applicantFieldGroups, ...ownGroups].map((group) => {
              const shared = isSharedSection(group.id) && shares.includes(group.id) ? group.id : undefined;
              const fields = group.fields.filter(
                (spec) =>
                  !notAsked.includes(spec.name) &&
                  (!spec.showWhen || applicant[spec.showWhen.field] === spec.showWhen.equals),
              );
              if (fields.length === 0) return null;
              const firstField = (fields[0] ?? group.fields[0])?.name ?? 'firstName';
              return (
                <SummaryCard
                  key={group.id}
                  t={t}
                  level={3}
                  title={t(group.legend)}
                  owner={owner}
                  href={detailsAt(shared ? sameAsFirstId(i, shared) : fieldId(i, firstField))}
                  note={shared && <p className="hint">{t(sharesKeys[shared])}</p>}
                  rows={fields.map((spec) => ({
                    key: spec.name,
                    label: t(fieldLabel(spec.name)),
                    value: displayValue(t, locale, countries, spec.name, applicant[spec.name], spec),
                  }))}
                />
              );
            })}
          </section>
        );
      })}
      <SummaryCard
        t={t}
        level={2}
        title={t('flow.agreements.title')}
        href={detailsAt(agreementNames[0])}
        rows={[
          ...agreementNames.map((name) => ({
            key: name,
            label: t(`flow.agreements.${name}.short` as MessageKey),
            value: data.agreements[name] ? t('flow.check.accepted') : '',
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
          },
        ]}
      />
    </>
  );
}
