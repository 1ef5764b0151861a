import { reconcile } from './reconcile-app';

/**
 * The scheduled payment reconciliation (an EventBridge rule runs it every few minutes:
 * `infra/cloud/constructs/payment-reconciliation.ts`). Its report is logged and returned.
 */
export const handler = (_event?: unknown, context?: { readonly awsRequestId?: string }) =>
  reconcile(undefined, context?.awsRequestId);
