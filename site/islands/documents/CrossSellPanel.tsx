import { useEffect, useRef, useState } from 'react';
import { carryOverPath, type CarryOver, type CrossSellOffer } from '../../../shared/journey/carry-over';
import { getLocale, localizePath, type LocaleCode } from '../../../shared/locales';
import { authorization, type DocumentsSession } from '../../lib/documents/session';
import { writeCarryOver } from '../../lib/journey/carry-over';
import { browserStore } from '../../lib/journey/storage';
import { SummaryList } from '../form-kit/SummaryList';
import type { T } from '../journey/i18n';

interface Props {
  readonly offer: CrossSellOffer;
  readonly session: DocumentsSession;
  readonly locale: LocaleCode;
  readonly t: T;
  /** The other destination's document, as the page names it ("Tanzania e-visa"). */
  readonly document: string;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; carry: CarryOver };

async function fetchCarryOver(session: DocumentsSession): Promise<Loaded> {
  try {
    const res = await fetch(carryOverPath(session.applicationId), {
      headers: authorization(session),
      credentials: 'include',
    });
    if (!res.ok) return { kind: 'failed' };
    return { kind: 'loaded', carry: (await res.json()) as CarryOver };
  } catch {
    return { kind: 'failed' };
  }
}

/** `year-month-day` as the journey stores it, as a long date in the page's language. */
function dayOf(value: string, tag: string): string {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * Exactly what would be carried over, per traveller and for the contact, with "Use these details"
 * (writes the other destination's journey records, then opens its first page) and "Start without them"
 * (opens it, writing nothing). Loaded lazily from `CrossSell.tsx`.
 */
export default function CrossSellPanel({ offer, session, locale, t, document }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let current = true;
    void fetchCarryOver(session).then((answer) => current && setLoaded(answer));
    return () => {
      current = false;
    };
  }, [session]);
  useEffect(() => {
    if (loaded.kind !== 'loading') heading.current?.focus();
  }, [loaded.kind]);

  const target = localizePath(offer.apply, locale);
  const tag = getLocale(locale).tag;
  const countries = new Intl.DisplayNames([tag], { type: 'region' });
  const without = (
    <a className="button button--secondary" href={target}>
      {t('final.crossSell.without')}
    </a>
  );

  if (loaded.kind === 'loading') return <p className="journey-loading">{t('documents.loading')}</p>;
  if (loaded.kind === 'failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p ref={heading} tabIndex={-1}>
          {t('final.crossSell.failed')}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button"
            onClick={() => {
              setLoaded({ kind: 'loading' });
              void fetchCarryOver(session).then(setLoaded);
            }}
          >
            {t('common.form.tryAgain')}
          </button>
          {without}
        </div>
      </div>
    );
  }
  const { carry } = loaded;
  return (
    <div className="cross-sell__panel" data-cross-sell-panel="">
      <h3 ref={heading} tabIndex={-1}>
        {t('final.crossSell.panelHeading', { document })}
      </h3>
      <p>{t('final.crossSell.panelLead')}</p>
      {carry.travellers.map((traveller, index) => {
        const name = [traveller.firstName, traveller.middleName, traveller.lastName]
          .filter(Boolean)
          .join(' ');
        return (
          <section key={index} aria-labelledby={`carry-${index}`}>
            <h4 id={`carry-${index}`}>{t('common.heading.applicant', { number: index + 1, name })}</h4>
            <SummaryList
              rows={[
                { label: t('common.field.firstName'), value: traveller.firstName },
                ...(traveller.middleName
                  ? [{ label: t('common.field.middleName'), value: traveller.middleName }]
                  : []),
                { label: t('common.field.lastName'), value: traveller.lastName },
                { label: t('common.field.dateOfBirth'), value: dayOf(traveller.dateOfBirth, tag) },
                {
                  label: t('common.field.nationality'),
                  value: countries.of(traveller.nationality) ?? traveller.nationality,
                },
                { label: t('common.field.passportNumber'), value: traveller.passportNumber, ltr: true },
                {
                  label: t('common.field.passportExpiryDate'),
                  value: dayOf(traveller.passportExpiryDate, tag),
                },
              ]}
            />
          </section>
        );
      })}
      <section aria-labelledby="carry-contact">
        <h4 id="carry-contact">{t('common.group.contact')}</h4>
        <SummaryList
          rows={[
            { label: t('common.field.email'), value: carry.contactEmail, ltr: true },
            { label: t('common.field.phone'), value: carry.contactPhone, ltr: true },
          ]}
        />
      </section>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() => {
            writeCarryOver(browserStore(), carry, () => crypto.randomUUID());
            window.location.assign(target);
          }}
        >
          {t('final.crossSell.use')}
        </button>
        {without}
      </div>
    </div>
  );
}
