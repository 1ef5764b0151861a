import type { RecordedDocument } from '../../../shared/documents/rules';
import type { PassportField } from '../../../shared/passport/passport-fields';
import type { T } from '../journey/i18n';
import './passport.css';
import type { SlotCheck } from './use-document-checks';

interface Props {
  readonly t: T;
  readonly check: SlotCheck | undefined;
  readonly recorded: RecordedDocument | undefined;
  readonly onUploadAnyway: () => void;
  readonly onChooseAnother: () => void;
}

const fieldList = (t: T, fields: readonly PassportField[]) =>
  fields.map((f) => t(`passport.field.${f}`)).join(', ');

/**
 * What the checks found for one document slot: the photo's findings (with "upload anyway"), the
 * passport page's comparison with the typed details as the server made it, or that it was not read.
 */
export function DocumentCheckNotice({ t, check, recorded, onUploadAnyway, onChooseAnother }: Props) {
  if (check?.phase === 'reading') return <p role="status">{t('passport.compare.reading')}</p>;
  if (check?.phase === 'checkingPhoto') return <p role="status">{t('passport.photo.checking')}</p>;
  if (check?.phase === 'photoFindings') {
    const { result } = check;
    return (
      <div className="notice notice--warning" role="alert" data-photo-findings>
        <p>{t('passport.photo.failed')}</p>
        <ul>
          {result.problems.map((problem) => (
            <li key={problem} data-problem={problem}>
              {t(`passport.photo.problem.${problem}`)}
            </li>
          ))}
        </ul>
        {!result.faceDetection && <p>{t('passport.photo.noDetector')}</p>}
        <p>{t('passport.photo.continue')}</p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={onUploadAnyway}>
            {t('passport.photo.uploadAnyway')}
          </button>
          <button type="button" className="button button--secondary" onClick={onChooseAnother}>
            {t('passport.photo.chooseAnother')}
          </button>
        </div>
      </div>
    );
  }
  const passport = recorded?.passportCheck;
  if (recorded?.type === 'passport') {
    if (!passport) {
      return check?.phase === 'notRead' ? (
        <p className="notice notice--warning" role="status">
          {t('passport.compare.notRead')}
        </p>
      ) : null;
    }
    if (passport.differing.length > 0)
      return (
        <p className="notice notice--warning" role="status" data-passport-compare="differs">
          {t('passport.compare.differs', { fields: fieldList(t, passport.differing) })}
        </p>
      );
    if (!passport.valid)
      return (
        <p className="notice notice--warning" role="status" data-passport-compare="invalid">
          {t('passport.compare.invalid')}
        </p>
      );
    return (
      <p className="notice notice--success" role="status" data-passport-compare="matches">
        {t('passport.compare.matches')}
      </p>
    );
  }
  const photo = recorded?.type === 'photo' ? recorded.photoCheck : undefined;
  if (photo?.passed)
    return (
      <p className="notice notice--success" role="status" data-photo-check="passed">
        {t('passport.photo.passed')}
      </p>
    );
  if (photo)
    return (
      <div className="notice notice--warning" role="status" data-photo-check="findings">
        <p>{t('passport.photo.failed')}</p>
        <ul>
          {photo.problems.map((problem) => (
            <li key={problem}>{t(`passport.photo.problem.${problem}`)}</li>
          ))}
        </ul>
      </div>
    );
  return null;
}
