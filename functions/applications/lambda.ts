import { lambdaHandler } from '../lib/lambda';
import { applicationsApp } from './app';

export const handler = lambdaHandler(applicationsApp);
