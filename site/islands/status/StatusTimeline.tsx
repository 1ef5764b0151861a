import type { ApplicationStatus } from '../../../shared/status/lookup';
import { formatInstant } from '../../../shared/time-format';
import type { T } from '../journey/i18n';

interface Props {
  readonly application: ApplicationStatus;
  /** The reader's language tag: dates in their language and their own time zone. */
  readonly tag: string;
  readonly t: T;
}

/**
 * What happened, each with its date, oldest first (only what the server recorded), and while undecided
 * the decision date promised for the chosen speed as the one step still to come.
 */
export function StatusTimeline({ application, tag, t }: Props) {
  const due = application.decisionDueBy;
  return (
    <>
      <h3>{t('status.timeline.heading')}</h3>
      <ol className="status-timeline">
        {application.events.map((event) => (
          <li
            key={event.kind}
            className="status-timeline__step status-timeline__step--completed"
            data-event={event.kind}
          >
            <span className="status-timeline__label">{t(`status.event.${event.kind}`)}</span>{' '}
            <time className="status-timeline__state" dateTime={event.at}>
              {formatInstant(event.at, tag)}
            </time>
          </li>
        ))}
        {due && (
          <li className="status-timeline__step status-timeline__step--upcoming" data-event="decisionDue">
            <span className="status-timeline__label">{t('common.label.decisionDue')}</span>{' '}
            <time className="status-timeline__state" dateTime={due}>
              {new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(`${due}T00:00:00Z`),
              )}
            </time>
          </li>
        )}
      </ol>
    </>
  );
}
