import { currentLogScope } from './log';

/**
 * Business metrics as CloudWatch embedded metrics (EMF): a JSON log line that CloudWatch Logs turns
 * into a metric, with no API call and no extra latency (Powertools Metrics writes the same format).
 * No dimensions, so one alarm watches one metric whichever function emits it; the request's keys
 * ride along as properties, so a metric's data point leads to its log lines.
 */
export const metricsNamespace = 'KenyaEta';

/**
 * Every metric name the product emits; the alarms (`infra/cloud/constructs/alarms.ts`) use these.
 * `PaymentsPendingPastReconciliation` is emitted by the scheduled payment reconciliation job (the
 * number of payments still pending after it ran), and alarmed on when above zero.
 */
export const metricNames = {
  applicationsCreated: 'ApplicationsCreated',
  paymentsSettled: 'PaymentsSettled',
  mailsFailed: 'MailsFailed',
  paymentsPendingPastReconciliation: 'PaymentsPendingPastReconciliation',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Emits one data point (a count by default) of a business metric. */
export function putMetric(name: MetricName, value = 1, unit: 'Count' | 'None' = 'Count'): void {
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        { Namespace: metricsNamespace, Dimensions: [[]], Metrics: [{ Name: name, Unit: unit }] },
      ],
    },
    level: 'info',
    message: `metric ${name}`,
    ...currentLogScope(),
    [name]: value,
  };
  console.log(JSON.stringify(line));
}
