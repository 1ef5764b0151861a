import { lambdaHandler } from '../lib/lambda';
import { authApp } from './app';

export const handler = lambdaHandler(authApp);
