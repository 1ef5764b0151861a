import { lambdaHandler } from '../lib/lambda';
import { statusApp } from './app';

export const handler = lambdaHandler(statusApp);
