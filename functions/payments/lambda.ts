import { lambdaHandler } from '../lib/lambda';
import { paymentsApp } from './app';

export const handler = lambdaHandler(paymentsApp);
