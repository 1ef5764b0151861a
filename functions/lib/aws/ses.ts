import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { traced } from './tracing';

/** The SES (v2) client, created once per process for the functions that send mail. */
export const ses = traced(new SESv2Client({ region: config.AWS_REGION, endpoint: config.SES_ENDPOINT }));
