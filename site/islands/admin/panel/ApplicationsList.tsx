import { useState, type MouseEvent } from 'react';
import type { ApplicationSummary, DashboardStats, ListView } from '../../../../shared/api/admin';
import { formatMoney } from '../../../../shared/i18n/money';
import type { LocaleCode } from '../../../../shared/locales';
import { DestinationBadge, PaymentBadge, StatusBadge } from './Badges';
import { formatCalendarDate, formatCount, formatDateTime } from './format';
import type { AdminT } from './i18n';
import { urlWithApplication, viewFilters, type ListParams } from './panel-url';
import { destinationIds } from '../../../../shared/destinations/types';
import type { Arrival, ListState } from './use-application-list';

const isDestinationId = (value: string): value is (typeof destinationIds)[number] =>
  (destinationIds as readonly string[]).includes(value);

interface Props {
  readonly list: ListState;
  /** The counters of the views (the dashboard's figures). */
  readonly stats: DashboardStats | undefined;
  readonly params: ListParams;
  readonly arrival: Arrival;
  readonly pollFailed: boolean;
  readonly hydrated: boolean;
  readonly locale: LocaleCode;
  readonly t: AdminT;
  readonly onParams: (params: ListParams) => void;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  readonly onOpen: (id: string) => void;
}

/**
 * The staff queue (issue 19): a tab per view with its count, the search, the table with the promised
 * decision date (overdue ones marked), "load more", and rows that follow colleagues' changes live.
 */
export function ApplicationsList(props: Props) {
  const { params, arrival, pollFailed, hydrated, stats, locale, t } = props;
  // The search box follows a search made elsewhere (back and forward): adjusted while rendering.
  const [query, setQuery] = useState(params.q);
  const [searched, setSearched] = useState(params.q);
  if (params.q !== searched) {
    setSearched(params.q);
    setQuery(params.q);
  }
  const count = (view: ListView) =>
    view === 'all' || stats === undefined ? undefined : formatCount(stats.views[view], locale);
  return (
    <section className="admin-list" aria-labelledby="admin-list-title">
      <h2 id="admin-list-title" className="visually-hidden">
        {t('admin.panel.list.title')}
      </h2>
      <div className="admin-list__tools">
        <div className="admin-destination">
          <label className="field__label" htmlFor="admin-destination">
            {t('admin.panel.destination.label')}
          </label>
          <select
            id="admin-destination"
            className="field__input"
            value={params.destination ?? ''}
            disabled={!hydrated}
            onChange={(e) => {
              const { destination: _all, ...rest } = params;
              const value = e.target.value;
              props.onParams(isDestinationId(value) ? { ...rest, destination: value } : rest);
            }}
          >
            <option value="">{t('admin.panel.destination.all')}</option>
            {destinationIds.map((id) => (
              <option key={id} value={id}>
                {t(`common.documentKind.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filter" role="group" aria-label={t('admin.panel.view.label')}>
          {viewFilters.map((view) => (
            <button
              key={view}
              type="button"
              className="admin-filter__button"
              aria-pressed={params.view === view && params.q === ''}
              disabled={!hydrated}
              onClick={() => props.onParams({ ...params, view, q: '' })}
            >
              {t(`admin.panel.view.${view}`)}
              {count(view) !== undefined && <span className="admin-filter__count"> {count(view)}</span>}
            </button>
          ))}
        </div>
        <form
          role="search"
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            props.onParams({ ...params, q: query.trim() });
          }}
        >
          <label className="field__label" htmlFor="admin-search">
            {t('admin.panel.search.label')}
          </label>
          <p className="hint" id="admin-search-hint">
            {t('admin.panel.search.hint')}
          </p>
          <div className="admin-search__row">
            <input
              id="admin-search"
              type="search"
              className="field__input"
              value={query}
              maxLength={120}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="admin-search-hint"
              onChange={(e) => setQuery(e.target.value)}
            />
            <button type="submit" className="button" disabled={!hydrated}>
              {t('admin.panel.search.submit')}
            </button>
            {params.q !== '' && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => props.onParams({ ...params, q: '' })}
              >
                {t('admin.panel.search.clear')}
              </button>
            )}
          </div>
        </form>
      </div>
      <p className="admin-list__live" role="status" aria-live="polite">
        {arrival.count > 0 && (
          <span key={arrival.seq}>{t('admin.panel.list.arrived', { count: arrival.count })}</span>
        )}
      </p>
      {pollFailed && <p className="admin-list__stale">{t('admin.panel.list.pollFailed')}</p>}
      <ListBody {...props} />
    </section>
  );
}

function ListBody({ list, params, locale, t, hydrated, onLoadMore, onRetry, onOpen }: Props) {
  if (list.phase === 'loading') return <p aria-busy="true">{t('admin.panel.list.loading')}</p>;
  if (list.phase === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p>{t('admin.panel.list.failed')}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('common.form.tryAgain')}
        </button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <p className="admin-list__empty">
        {params.q !== '' || params.view !== 'all'
          ? t('admin.panel.list.noMatch')
          : t('admin.panel.list.empty')}
      </p>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="admin-list-caption" tabIndex={0}>
        <table className="admin-table">
          <caption id="admin-list-caption">
            {t('admin.panel.list.caption', { count: list.items.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('common.label.applicationNumber')}</th>
              <th scope="col">{t('admin.panel.list.date')}</th>
              <th scope="col">{t('common.label.applicants')}</th>
              <th scope="col">{t('admin.panel.list.email')}</th>
              <th scope="col">{t('common.label.status')}</th>
              <th scope="col">{t('admin.panel.list.due')}</th>
              <th scope="col">{t('common.label.payment')}</th>
              <th scope="col">{t('common.label.total')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((a) => (
              <Row
                key={a.id}
                application={a}
                showDestination={params.destination === undefined}
                locale={locale}
                t={t}
                onOpen={open}
              />
            ))}
          </tbody>
        </table>
      </div>
      {list.loadMoreFailed && (
        <p className="notice notice--error" role="alert">
          {t('admin.panel.list.loadMoreFailed')}
        </p>
      )}
      {list.nextCursor && (
        <button
          type="button"
          className="button button--secondary admin-list__more"
          disabled={!hydrated || list.loadingMore}
          aria-busy={list.loadingMore}
          onClick={onLoadMore}
        >
          {list.loadingMore ? t('admin.panel.list.loadingMore') : t('admin.panel.list.loadMore')}
        </button>
      )}
    </>
  );
}

function Row({
  application: a,
  showDestination,
  locale,
  t,
  onOpen,
}: {
  application: ApplicationSummary;
  /** The list holds every destination: each row says which document it is for. */
  showDestination: boolean;
  locale: LocaleCode;
  t: AdminT;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}) {
  const href =
    typeof window === 'undefined' ? `?application=${a.id}` : urlWithApplication(window.location.href, a.id);
  return (
    <tr data-application={a.applicationNumber}>
      <th scope="row">
        <a href={href} dir="ltr" data-open-application={a.id} onClick={(e) => onOpen(e, a.id)}>
          {a.applicationNumber}
        </a>
        {showDestination && <DestinationBadge destination={a.destination} t={t} />}
      </th>
      <td>{formatDateTime(a.createdAt, locale)}</td>
      <td>{a.applicantNames.join(', ')}</td>
      <td dir="ltr" className="admin-table__email">
        {a.contactEmail}
      </td>
      <td>
        {a.view === 'decided' ? (
          // A decided application says how: approved or rejected.
          <StatusBadge status={a.status} t={t} />
        ) : (
          <span className={`admin-badge admin-badge--view-${a.view}`}>{t(`admin.panel.view.${a.view}`)}</span>
        )}
        {a.review && a.view === 'processing' && (
          <span className="admin-list__note">
            {t('admin.panel.list.inReviewBy', { name: a.review.startedBy })}
          </span>
        )}
        {a.refundDue && (
          <span className="admin-badge admin-badge--refund">{t('admin.panel.view.refund_due')}</span>
        )}
        {a.testData && <span className="admin-badge admin-badge--test">{t('admin.panel.list.test')}</span>}
      </td>
      <td className={a.overdue ? 'admin-table__overdue' : undefined}>
        {a.decisionDueBy ? formatCalendarDate(a.decisionDueBy, locale) : '–'}
        {a.overdue && (
          <span className="admin-badge admin-badge--overdue">{t('admin.panel.list.overdue')}</span>
        )}
      </td>
      <td>
        <PaymentBadge status={a.paymentStatus} t={t} />
      </td>
      <td className="admin-table__number">{formatMoney(a.totalAmount, locale)}</td>
    </tr>
  );
}
