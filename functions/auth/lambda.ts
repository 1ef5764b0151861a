import { handle } from 'hono/aws-lambda';
import { authApp } from './app';

export const handler = handle(authApp);
