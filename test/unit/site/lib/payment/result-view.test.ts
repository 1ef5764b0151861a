import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../../../../../shared/api/payments';
import {
  confirmingRounds,
  maxRounds,
  nextStepPath,
  readDelayMs,
  resultView,
  type ReturnQuery,
} from '../../../../../site/lib/payment/result-view';

const state = (overrides: Partial<PaymentState> = {}): PaymentState => ({
  applicationNumber: 'KE-12345678',
  paymentStatus: 'unpaid',
  pending: false,
  refundDue: false,
  documentsSubmitted: false,
  amount: 218,
  currency: 'USD',
  ...overrides,
});
const approved: ReturnQuery = { orderId: 'KE-12345678', replyCode: '0000', replyDesc: 'Approved' };
const declined: ReturnQuery = { orderId: 'KE-12345678', replyCode: '0051', replyDesc: 'Insufficient funds' };

describe('the payment-result screen', () => {
  it('shows paid as soon as the server says so, and stops asking', () => {
    expect(resultView(state({ paymentStatus: 'paid' }), approved, 4)).toEqual({
      view: { kind: 'paid' },
      askAgain: false,
    });
  });

  it('keeps asking while the server still waits for an approved payment, first "confirming", then saying it keeps checking', () => {
    const waiting = state({ pending: true });
    expect(resultView(waiting, approved, 0)).toEqual({ view: { kind: 'confirming' }, askAgain: true });
    expect(resultView(waiting, approved, confirmingRounds - 1).view.kind).toBe('confirming');
    expect(resultView(waiting, approved, confirmingRounds)).toEqual({
      view: { kind: 'pending' },
      askAgain: true,
    });
    expect(resultView(waiting, approved, maxRounds - 1)).toEqual({
      view: { kind: 'pending' },
      askAgain: true,
    });
  });

  it('stops asking by itself after the last round and says what to do (bounded)', () => {
    expect(resultView(state({ pending: true }), approved, maxRounds)).toEqual({
      view: { kind: 'stalled' },
      askAgain: false,
    });
  });

  it('on a payment-success page (no redirect): "confirming" while pending, Pay when nothing was paid', () => {
    expect(resultView(state({ pending: true }), undefined, 0)).toEqual({
      view: { kind: 'confirming' },
      askAgain: true,
    });
    expect(resultView(state(), undefined, 0)).toEqual({ view: { kind: 'unpaid' }, askAgain: false });
    expect(resultView(state({ paymentStatus: 'paid' }), undefined, 0).view.kind).toBe('paid');
  });

  it('moves a paid application on to the documents step, or to the end when they are in', () => {
    expect(nextStepPath(state({ paymentStatus: 'paid' }))).toBe('/kenya-eta-documents');
    expect(nextStepPath(state({ paymentStatus: 'paid', documentsSubmitted: true }))).toBe(
      '/kenya-eta-final-success',
    );
  });

  it('says a payment that arrived when nothing was owed will be refunded', () => {
    expect(resultView(state({ refundDue: true }), approved, 2)).toEqual({
      view: { kind: 'refund' },
      askAgain: false,
    });
  });

  it('shows the server’s failure reply, else the redirect’s decline', () => {
    const failed = state({
      paymentStatus: 'failed',
      lastAttempt: { status: 'failed', replyCode: '0301', replyDesc: '3-D Secure authentication failed' },
    });
    expect(resultView(failed, declined, 0).view).toEqual({
      kind: 'failed',
      code: '0301',
      description: '3-D Secure authentication failed',
    });
    expect(resultView(state(), declined, 0).view).toEqual({
      kind: 'failed',
      code: '0051',
      description: 'Insufficient funds',
    });
  });

  it('does not believe an approved redirect the server has no open payment for', () => {
    expect(resultView(state(), approved, 0)).toEqual({
      view: { kind: 'failed', code: '', description: '' },
      askAgain: false,
    });
  });

  it('waits 0, 1, 2, 4, 8 seconds, then every 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(readDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });
});
