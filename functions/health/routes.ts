import type { Hono } from 'hono';
import { healthPath } from '../../shared/api/health';
import { createApp } from '../lib/app';
import { checkHealth, type HealthDeps } from './check-health';

/** `GET /api/health`: 200 when DynamoDB, S3 and SES each answer a real call, else 503. */
export function createHealthApp(deps: HealthDeps): Hono {
  const app = createApp('health');
  app.get(healthPath, async (c) => {
    const report = await checkHealth(deps);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.ok ? 200 : 503);
  });
  return app;
}
