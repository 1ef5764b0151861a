import type { ApplicationDetail } from '../../../../shared/api/admin';
import type { AdminApi } from './admin-api';
import { ApproveForm } from './ApproveForm';
import type { Outcome } from './decision-outcome';
import type { AdminT } from './i18n';
import { RejectForm } from './RejectForm';

export type { Outcome } from './decision-outcome';

interface Props {
  readonly detail: ApplicationDetail;
  readonly api: AdminApi;
  readonly hydrated: boolean;
  readonly t: AdminT;
  readonly onDone: (outcome: Outcome) => void;
}

/**
 * The decisions on a pending application (admins only; the panel shows this only then): approve with
 * an e-visa (once paid) or reject with a reason. Approved and rejected are final (spec §4).
 */
export function DecisionActions({ detail, api, hydrated, t, onDone }: Props) {
  const { application } = detail;
  return (
    <section className="admin-decide" aria-labelledby="admin-decide-title">
      <h2 id="admin-decide-title">{t('admin.panel.decide.title')}</h2>
      {application.paymentStatus === 'paid' ? (
        <ApproveForm
          id={application.id}
          destination={application.destination}
          api={api}
          hydrated={hydrated}
          t={t}
          onDone={onDone}
        />
      ) : (
        <p className="notice notice--warning">{t('admin.panel.approve.unpaid')}</p>
      )}
      <RejectForm
        id={application.id}
        applicationNumber={application.applicationNumber}
        api={api}
        hydrated={hydrated}
        t={t}
        onDone={onDone}
      />
    </section>
  );
}
