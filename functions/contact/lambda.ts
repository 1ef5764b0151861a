import { handle } from 'hono/aws-lambda';
import { contactApp } from './app';

export const handler = handle(contactApp);
