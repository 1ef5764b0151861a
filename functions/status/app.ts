import { db } from '../lib/aws';
import { config } from '../lib/config';
import { createStatusApp } from './routes';
import { now } from '../lib/clock';

export const statusApp = createStatusApp({ db, tableName: config.TABLE_NAME, now });
