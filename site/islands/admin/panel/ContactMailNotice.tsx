import type { ApplicationDetail } from '../../../../shared/api/admin';
import type { LocaleCode } from '../../../../shared/locales';
import { formatDateTime } from './format';
import type { AdminT } from './i18n';

type Application = ApplicationDetail['application'];

/**
 * The contact address bounced for good or the traveller marked our mail as spam (SES events,
 * `functions/mail-events`): the product no longer mails it, so staff see why and the number to call.
 */
export function ContactMailNotice({
  application,
  locale,
  t,
}: {
  application: Application;
  locale: LocaleCode;
  t: AdminT;
}) {
  const issue = application.contactMailIssue;
  if (!issue) return null;
  const values = { email: application.contactEmail, date: formatDateTime(issue.at, locale) };
  return (
    <section className="notice notice--warning admin-mail-issue" aria-labelledby="admin-mail-issue-title">
      <h2 id="admin-mail-issue-title">{t('admin.panel.mailIssue.heading')}</h2>
      <p>
        {issue.reason === 'bounce'
          ? t('admin.panel.mailIssue.bounce', values)
          : t('admin.panel.mailIssue.complaint', values)}
      </p>
      <p>
        {t('admin.panel.mailIssue.call')}{' '}
        <a href={`tel:${application.contactPhone.replace(/[^\d+]/g, '')}`} dir="ltr">
          {application.contactPhone}
        </a>
      </p>
    </section>
  );
}
