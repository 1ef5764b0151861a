import type { LocaleCode } from '../../../shared/locales';
import type { ApplicantChecks, PassportCheck, PhotoCheckRecord } from '../../../shared/passport/checks';
import type { PassportField } from '../../../shared/passport/passport-fields';
import type { AdminT } from '../admin/panel/i18n';
import './passport.css';

interface Props {
  readonly checks: readonly ApplicantChecks[];
  readonly applicants: readonly Readonly<Record<string, unknown>>[];
  readonly locale: LocaleCode;
  readonly t: AdminT;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The applicant's typed value of a passport field, as stored. */
function typedValue(applicant: Readonly<Record<string, unknown>>, field: PassportField): string {
  switch (field) {
    case 'surname':
      return text(applicant.lastName);
    case 'givenNames':
      return [text(applicant.firstName), text(applicant.middleName)].filter(Boolean).join(' ');
    case 'sex':
      return text(applicant.gender);
    case 'issuingCountry':
      return text(applicant.passportIssuingCountry);
    case 'expiryDate':
      return text(applicant.passportExpiryDate);
    default:
      return text(applicant[field]);
  }
}

function readValue(check: PassportCheck, field: PassportField): string {
  const r = check.read;
  if (field === 'nationality')
    return r.nationalityCountry ? `${r.nationality} (${r.nationalityCountry})` : r.nationality;
  if (field === 'issuingCountry')
    return r.issuingCountryCode ? `${r.issuingCountry} (${r.issuingCountryCode})` : r.issuingCountry;
  return r[field];
}

function verdict(check: PassportCheck): 'matches' | 'differs' | 'invalid' {
  if (check.comparison.differing.length > 0) return 'differs';
  return check.valid ? 'matches' : 'invalid';
}

function PassportCheckView({
  check,
  applicant,
  t,
}: {
  check: PassportCheck;
  applicant: Readonly<Record<string, unknown>>;
  t: AdminT;
}) {
  const result = verdict(check);
  return (
    <div className="admin-check" data-passport-check={result}>
      <p>
        <span className={`tag ${result === 'matches' ? 'tag--done' : 'tag--todo'}`}>
          {t(`passport.admin.${result}`)}
        </span>{' '}
        <span className="muted">{t(`passport.admin.source.${check.source}`)}</span>
      </p>
      {check.comparison.differing.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('passport.admin.field')}</th>
              <th scope="col">{t('passport.admin.typed')}</th>
              <th scope="col">{t('passport.admin.read')}</th>
            </tr>
          </thead>
          <tbody>
            {check.comparison.differing.map((field) => (
              <tr key={field}>
                <th scope="row">{t(`passport.field.${field}`)}</th>
                <td dir="ltr">{typedValue(applicant, field)}</td>
                <td dir="ltr">{readValue(check, field)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {[...check.errors, ...check.warnings].length > 0 && (
        <ul>
          {[...check.errors, ...check.warnings].map((note, i) => (
            <li key={i}>
              {t(note.key, {
                ...note.params,
                ...(note.params?.field
                  ? { field: t(`passport.field.${note.params.field as PassportField}`) }
                  : {}),
              })}
            </li>
          ))}
        </ul>
      )}
      <pre className="admin-check__mrz" dir="ltr">
        {check.mrz}
      </pre>
    </div>
  );
}

function PhotoCheckView({ photo, locale, t }: { photo: PhotoCheckRecord; locale: LocaleCode; t: AdminT }) {
  const n = new Intl.NumberFormat(locale);
  const m = photo.measures;
  return (
    <div className="admin-check" data-photo-check={photo.passed ? 'passed' : 'findings'}>
      <p>
        <span className={`tag ${photo.passed ? 'tag--done' : 'tag--todo'}`}>
          {photo.passed ? t('passport.admin.photoPassed') : t('passport.admin.photoFindings')}
        </span>
      </p>
      {photo.problems.length > 0 && (
        <ul>
          {photo.problems.map((p) => (
            <li key={p}>{t(`passport.photo.problem.${p}`)}</li>
          ))}
        </ul>
      )}
      <p className="muted">
        {t('passport.admin.photoMeasures', {
          width: n.format(m.width),
          height: n.format(m.height),
          faces: n.format(m.faces),
          brightness: n.format(m.brightness),
          sharpness: n.format(m.sharpness),
        })}
      </p>
    </div>
  );
}

/** Staff's view of the passport readings (compared with the typed details) and the photo checks. */
export function AdminChecks({ checks, applicants, locale, t }: Props) {
  return (
    <section aria-labelledby="admin-checks-title" className="admin-checks">
      <h2 id="admin-checks-title">{t('passport.admin.heading')}</h2>
      {checks.length === 0 && <p>{t('passport.admin.none')}</p>}
      {checks.map((c) => (
        <div key={c.applicantIndex} data-applicant={c.applicantIndex}>
          <h3>{t('passport.admin.applicant', { number: c.applicantIndex + 1 })}</h3>
          {c.passport.map((check) => (
            <PassportCheckView
              key={check.source}
              check={check}
              applicant={applicants[c.applicantIndex] ?? {}}
              t={t}
            />
          ))}
          {c.passport.length === 0 && <p>{t('passport.admin.notRead')}</p>}
          {c.photo ? (
            <PhotoCheckView photo={c.photo} locale={locale} t={t} />
          ) : (
            <p>{t('passport.admin.photoNotChecked')}</p>
          )}
        </div>
      ))}
    </section>
  );
}
