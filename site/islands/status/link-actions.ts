import { linkAccessAnswerSchema, linkAccessPath, tokenFromFragment } from '../../../shared/api/personal-link';
import { localizePath, type LocaleCode } from '../../../shared/locales';
import { rememberLinkAccess } from '../../lib/documents/link-access';
import { browserStore } from '../../lib/journey/storage';
import { requestPayment } from '../../lib/payment/payment-client';
import { rememberPendingPayment } from '../../lib/payment/payment-storage';

import type { MouseEvent } from 'react';

export type NextAction = 'pay' | 'upload';

/** A Pay or Upload link's click, when the page acts on it: undefined leaves the link as it is. */
export type Follow = ((action: NextAction) => (event: MouseEvent<HTMLAnchorElement>) => void) | undefined;

/** The short-lived access the personal link gives this device (for paying and the documents). */
async function linkAccess() {
  try {
    const res = await fetch(linkAccessPath, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenFromFragment(window.location.hash) ?? '' }),
    });
    const answer = res.ok ? linkAccessAnswerSchema.safeParse(await res.json()) : undefined;
    return answer?.success ? answer.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Pay or Upload from the personal page, on any device (issue 14 item 4): the page asks for access to
 * this application and keeps it in this tab; Pay then starts the payment for the amount the server
 * computes and goes to the gateway (whose return page reads the same access), Upload goes to the
 * documents page at `href`. False when it could not (the page says so and keeps its buttons).
 */
export async function continueOnThisDevice(
  action: NextAction,
  href: string,
  locale: LocaleCode,
): Promise<boolean> {
  const access = await linkAccess();
  if (!access) return false;
  rememberLinkAccess(access);
  if (action === 'upload') {
    window.location.assign(href);
    return true;
  }
  const outcome = await requestPayment(fetch, { ...access, locale });
  if (outcome.ok) {
    rememberPendingPayment(browserStore(), outcome.payment.transactionId, access.applicationNumber);
    window.location.assign(outcome.payment.paymentUrl);
    return true;
  }
  // Paid meanwhile (on another device): the documents are next.
  if (outcome.kind === 'already_paid') {
    window.location.assign(localizePath('/kenya-eta-documents', locale));
    return true;
  }
  return false;
}
