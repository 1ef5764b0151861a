import { handle } from 'hono/aws-lambda';
import { paymentsApp } from './app';

export const handler = handle(paymentsApp);
