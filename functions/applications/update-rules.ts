import type { LocaleCode } from '../../shared/locales';
import type { StoredApplication } from '../lib/applications-table';
import {
  AlreadyDecidedError,
  ApplicationClosedError,
  PriceChangeRefusedError,
  ReviewStartedError,
} from '../lib/domain-errors';
import { mailTranslator } from '../lib/mail-messages';
import type { UpdateChanges } from './update-changes';

/** The revision of an application: 1 as created, +1 with every update. */
export const revisionOf = (application: { readonly revision?: number }): number => application.revision ?? 1;

type Refusal = 'changed' | 'closed' | 'decided' | 'reviewStarted' | 'priceChange';

/** Statuses after which nothing can change: the decision, or the money given back. */
const decided: ReadonlySet<string> = new Set(['approved', 'rejected', 'declined', 'refunded']);

/**
 * Who may change what, and when (issue 14 item 3). Before payment, anything. After payment,
 * corrections that leave the price as paid, until staff start the review. Never once withdrawn,
 * erased or decided. Messages are in the traveller's language (the mail dictionary, which the
 * functions carry), since the journey shows them as they come.
 */
export const refuseUpdate = {
  message(locale: LocaleCode, why: Refusal): string {
    return mailTranslator(locale)(`applicationMail.updateRefused.${why}`);
  },
  check(
    application: StoredApplication & { readonly dataErasedAt?: string },
    changes: UpdateChanges,
    locale: LocaleCode,
  ) {
    const message = (why: Refusal) => refuseUpdate.message(locale, why);
    if (application.status === 'withdrawn' || application.dataErasedAt !== undefined)
      throw new ApplicationClosedError(message('closed'));
    if (decided.has(application.status)) throw new AlreadyDecidedError(message('decided'));
    if (application.status === 'processing') throw new ReviewStartedError(message('reviewStarted'));
    if (application.paymentStatus === 'paid' && changes.priceChanged)
      throw new PriceChangeRefusedError(message('priceChange'));
  },
};
