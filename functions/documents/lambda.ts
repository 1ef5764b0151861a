import { lambdaHandler } from '../lib/lambda';
import { documentsApp } from './app';

export const handler = lambdaHandler(documentsApp);
