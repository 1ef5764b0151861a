import type { ReactNode } from 'react';
import { getLocale, type LocaleCode } from '../../../shared/locales';
import {
  passportFields,
  type PassportField,
  type PassportNote,
  type PassportRead,
} from '../../../shared/passport/passport-fields';
import type { T } from '../journey/i18n';

interface Props {
  readonly t: T;
  readonly locale: LocaleCode;
  readonly read: PassportRead;
  readonly id: string;
  readonly children?: ReactNode;
}

function dateText(iso: string, locale: LocaleCode): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(getLocale(locale).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

function countryText(code: string, country: string | undefined, locale: LocaleCode): string {
  if (!country) return code;
  const name = new Intl.DisplayNames([getLocale(locale).tag], { type: 'region' }).of(country);
  return name ? `${name} (${code})` : code;
}

/** A field as read, in the page's language; '' when the passport does not give it. */
export function readValue(read: PassportRead, field: PassportField, t: T, locale: LocaleCode): string {
  const f = read.fields;
  switch (field) {
    case 'sex':
      return f.sex ? t(`passport.sex.${f.sex}`) : '';
    case 'dateOfBirth':
    case 'expiryDate':
      return f[field] ? dateText(f[field], locale) : '';
    case 'nationality':
      return f.nationality ? countryText(f.nationality, f.nationalityCountry, locale) : '';
    case 'issuingCountry':
      return f.issuingCountry ? countryText(f.issuingCountry, f.issuingCountryCode, locale) : '';
    default:
      return f[field];
  }
}

/** The translated text of an error or warning of a reading. */
export function noteText(note: PassportNote, t: T, locale: LocaleCode): string {
  const params = { ...note.params };
  if (params.date) params.date = dateText(params.date, locale);
  if (params.field) params.field = t(`passport.field.${params.field as PassportField}`);
  return t(note.key, params);
}

/** What the passport says, field by field, with its verdict, errors and warnings (spec §3 scanner copy). */
export function ScanResult({ t, locale, read, id, children }: Props) {
  const problems = read.errors.length > 0;
  return (
    <div className="passport-result" aria-labelledby={`${id}-title`}>
      <div className={`notice ${problems ? 'notice--error' : 'notice--success'}`}>
        <h4 id={`${id}-title`} className="passport-result__title">
          {problems ? t('passport.scan.invalid') : t('passport.scan.success.title')}
        </h4>
        <p>{problems ? t('passport.scan.checkAdvice') : t('passport.scan.success.text')}</p>
        {!problems && (
          <p className="passport-result__verdict">
            <strong>{t('passport.scan.valid')}</strong>
          </p>
        )}
      </div>
      <dl className="summary-list passport-result__fields">
        {passportFields.map((field) => {
          const value = readValue(read, field, t, locale);
          const ltr = field === 'passportNumber' || field === 'surname' || field === 'givenNames';
          return (
            <div className="summary-list__row" key={field} data-field={field}>
              <dt className="summary-list__key">{t(`passport.field.${field}`)}</dt>
              <dd className="summary-list__value">
                {value ? (
                  <span dir={ltr ? 'ltr' : undefined}>{value}</span>
                ) : (
                  <em>{t('passport.scan.notDetected')}</em>
                )}
                {!read.fieldValid[field] && value && (
                  <span className="field__error passport-result__unverified">
                    {' '}
                    {t('passport.scan.unverified')}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {problems && (
        <>
          <h5 className="passport-result__list-title">{t('passport.scan.errors')}</h5>
          <ul className="passport-result__errors">
            {read.errors.map((e, i) => (
              <li key={i}>{noteText(e, t, locale)}</li>
            ))}
          </ul>
        </>
      )}
      {read.warnings.length > 0 && (
        <>
          <h5 className="passport-result__list-title">{t('passport.scan.warnings')}</h5>
          <ul className="passport-result__warnings">
            {read.warnings.map((w, i) => (
              <li key={i}>{noteText(w, t, locale)}</li>
            ))}
          </ul>
        </>
      )}
      {children}
    </div>
  );
}
