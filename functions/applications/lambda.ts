import { handle } from 'hono/aws-lambda';
import { applicationsApp } from './app';

export const handler = handle(applicationsApp);
