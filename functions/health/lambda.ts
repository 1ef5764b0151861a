import { handle } from 'hono/aws-lambda';
import { healthApp } from './app';

export const handler = handle(healthApp);
