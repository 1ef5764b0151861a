import { lambdaHandler } from '../lib/lambda';
import { draftsApp } from './app';

export const handler = lambdaHandler(draftsApp);
