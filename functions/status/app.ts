import { db } from '../lib/aws/dynamodb';
import { config } from '../lib/config';
import { createStatusApp } from './routes';
import { now } from '../lib/clock';

export const statusApp = createStatusApp({ db, tableName: config.TABLE_NAME, now });
