import { lambdaHandler } from '../lib/lambda';
import { contactApp } from './app';

export const handler = lambdaHandler(contactApp);
