import { handle } from 'hono/aws-lambda';
import { chatApp } from './app';

export const handler = handle(chatApp);
