import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { traced } from './tracing';

/** The S3 client, created once per process for the functions that use the documents bucket. */
export const s3 = traced(
  new S3Client({
    region: config.AWS_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_ENDPOINT !== undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }),
);
