import { handle } from 'hono/aws-lambda';
import { documentsApp } from './app';

export const handler = handle(documentsApp);
