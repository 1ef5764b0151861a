import { lazy, Suspense, useState } from 'react';
import type { CrossSellOffer } from '../../../shared/journey/carry-over';
import type { LocaleCode } from '../../../shared/locales';
import type { MessageKey } from '../../../shared/i18n';
import type { DocumentsSession } from '../../lib/documents/session';
import type { T } from '../journey/i18n';

// The panel, its call and the carry-over are loaded only when the traveller asks for them.
const CrossSellPanel = lazy(() => import('./CrossSellPanel'));

interface Props {
  readonly offer: CrossSellOffer;
  readonly session: DocumentsSession;
  readonly locale: LocaleCode;
  readonly t: T;
}

/**
 * The final page's offer of the other destination (issue 18 item 5): the server names it once the
 * application is paid and a traveller of the group needs it. Nothing is copied before the traveller has
 * seen what would be and confirmed it in the panel.
 */
export function CrossSell({ offer, session, locale, t }: Props) {
  const [open, setOpen] = useState(false);
  const document = t(`common.documentKind.${offer.destination}` as MessageKey);
  return (
    <section className="info-panel cross-sell" aria-labelledby="cross-sell-heading">
      <h2 id="cross-sell-heading">{t('final.crossSell.heading', { document })}</h2>
      <p>{t('final.crossSell.lead')}</p>
      {open ? (
        <Suspense fallback={<p className="journey-loading">{t('documents.loading')}</p>}>
          <CrossSellPanel offer={offer} session={session} locale={locale} t={t} document={document} />
        </Suspense>
      ) : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('final.crossSell.start', { document })}
        </button>
      )}
    </section>
  );
}
