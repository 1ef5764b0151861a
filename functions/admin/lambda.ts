import { lambdaHandler } from '../lib/lambda';
import { adminApp } from './app';

export const handler = lambdaHandler(adminApp);
