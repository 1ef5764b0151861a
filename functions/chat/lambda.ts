import { lambdaHandler } from '../lib/lambda';
import { chatApp } from './app';

export const handler = lambdaHandler(chatApp);
