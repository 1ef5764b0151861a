import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createStatusApp } from './routes';

export const statusApp = createStatusApp({ db, tableName: config.TABLE_NAME, now: () => new Date() });
