import { handle } from 'hono/aws-lambda';
import { adminApp } from './app';

export const handler = handle(adminApp);
