import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationSummary } from '../../../../../../shared/api/admin';
import type { DestinationId } from '../../../../../../shared/destinations/types';
import { pickMessages } from '../../../../../../shared/i18n';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import { localeCodes, type LocaleCode } from '../../../../../../shared/locales';
import { adminPanelPrefixes, type AdminPanelKey } from '../../../../../../site/lib/island-messages';
import type { AdminApi } from '../../../../../../site/islands/admin/panel/admin-api';
import { ApplicationsList } from '../../../../../../site/islands/admin/panel/ApplicationsList';
import { DecisionActions } from '../../../../../../site/islands/admin/panel/DecisionActions';
import { DestinationBadge } from '../../../../../../site/islands/admin/panel/Badges';
import type { ListParams } from '../../../../../../site/islands/admin/panel/panel-url';
import { ApplicationSummaryList } from '../../../../../../site/islands/admin/panel/SummaryLists';

/**
 * Staff see which document an application is for (issue 18 item 4): the detail view's badge, the
 * approve form's file field ("Upload the Tanzania e-visa (PDF)"; Kenya's keeps "E-visa file"), and a
 * badge on each list row while the list holds every destination.
 */
const tOf = (locale: LocaleCode) =>
  createTranslator<AdminPanelKey>(
    locale,
    pickMessages(locale, adminPanelPrefixes) as Record<AdminPanelKey, string>,
  );
const api = {} as AdminApi;
const noop = () => undefined;

const summary = (number: string, destination?: DestinationId): ApplicationSummary => ({
  id: `id-${number}`,
  applicationNumber: number,
  ...(destination ? { destination } : {}),
  createdAt: '2026-11-26T08:00:00.000Z',
  status: 'pending',
  paymentStatus: 'paid',
  contactEmail: 'neema@example.com',
  applicantCount: 1,
  applicantNames: ['Neema Mushi'],
  totalAmount: 109,
  processingType: 'normal',
  applicationType: 'tourist',
  view: 'ready_for_review',
  overdue: false,
});

function approveForm(locale: LocaleCode, destination?: DestinationId): string {
  const detail = { application: summary('TZ-12345678', destination) } as unknown as ApplicationDetail;
  return renderToStaticMarkup(
    <DecisionActions detail={detail} api={api} hydrated t={tOf(locale)} onDone={noop} />,
  );
}

function list(params: ListParams): string {
  return renderToStaticMarkup(
    <ApplicationsList
      list={{
        phase: 'ready',
        items: [summary('KE-12345678'), summary('TZ-12345678', 'tanzania')],
        loadingMore: false,
        loadMoreFailed: false,
      }}
      stats={undefined}
      params={params}
      arrival={{ count: 0, seq: 0 }}
      pollFailed={false}
      hydrated
      locale="en"
      t={tOf('en')}
      onParams={noop}
      onLoadMore={noop}
      onRetry={noop}
      onOpen={noop}
    />,
  );
}

const rowOf = (html: string, number: string) =>
  html.match(new RegExp(`<tr data-application="${number}">.*?</tr>`))?.[0] ?? '';

describe('the document an application is for, in the admin panel', () => {
  it('is a badge of its destination, Kenya’s when none is stored', () => {
    const t = tOf('en');
    expect(renderToStaticMarkup(<DestinationBadge destination="tanzania" t={t} />)).toContain(
      'Tanzania e-visa',
    );
    expect(renderToStaticMarkup(<DestinationBadge destination={undefined} t={t} />)).toContain('Kenya eTA');
  });

  it('names the Tanzania e-visa in the approve form’s file field; Kenya’s keeps its label', () => {
    expect(approveForm('en', 'tanzania')).toContain('Upload the Tanzania e-visa (PDF)');
    for (const destination of [undefined, 'kenya'] as const) {
      const html = approveForm('en', destination);
      expect(html).toContain('>E-visa file<');
      expect(html).not.toContain('Upload the');
    }
  });

  it.each(localeCodes)('in %s, the Tanzania file label names the document', (locale) => {
    const document = pickMessages(locale, ['common.documentKind.tanzania'])['common.documentKind.tanzania'];
    expect(approveForm(locale, 'tanzania')).toContain(document);
  });

  it('marks each list row with its destination while the list holds every destination', () => {
    const all = list({ view: 'all', q: '' });
    expect(rowOf(all, 'KE-12345678')).toContain('Kenya eTA');
    expect(rowOf(all, 'TZ-12345678')).toContain('Tanzania e-visa');
    const onlyTanzania = list({ view: 'all', q: '', destination: 'tanzania' });
    expect(rowOf(onlyTanzania, 'TZ-12345678')).not.toContain('admin-badge--destination');
  });
});

describe('the application record in the detail view', () => {
  const record = (visa?: ApplicationDetail['application']['visa']) =>
    renderToStaticMarkup(
      <ApplicationSummaryList
        application={
          {
            ...summary('TZ-12345678', 'tanzania'),
            processingType: 'fast',
            contactPhone: '+255 700 000 000',
            includeInsurance: false,
            locale: 'en',
            pricing: { totalPrice: 388 },
            ...(visa ? { visa } : {}),
          } as ApplicationDetail['application']
        }
        locale="en"
        t={tOf('en')}
      />,
    );

  it('names the visa type and speed the destination calls them', () => {
    const html = record({ type: 'common.visaType.business', speed: 'common.speed.urgent' });
    expect(html).toContain('Visa type');
    expect(html).toContain('Business visa');
    expect(html).toContain('Urgent processing');
    expect(html).not.toContain('eTA type');
  });

  it('keeps Kenya’s eTA type and speed without one', () => {
    const html = record();
    expect(html).toContain('eTA type');
    expect(html).not.toContain('Visa type');
  });
});
