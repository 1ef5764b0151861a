import * as z from 'zod/mini';

export const healthPath = '/api/health';

export const healthReportSchema = z.object({
  ok: z.boolean(),
  dynamodb: z.boolean(),
  s3: z.boolean(),
  ses: z.boolean(),
});

export type HealthReport = z.infer<typeof healthReportSchema>;
