import { lambdaHandler } from '../lib/lambda';
import { healthApp } from './app';

export const handler = lambdaHandler(healthApp);
