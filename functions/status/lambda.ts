import { handle } from 'hono/aws-lambda';
import { statusApp } from './app';

export const handler = handle(statusApp);
