import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIRequestContext } from '@playwright/test';
import { applicationsPath, idempotencyKeyHeader } from '../../../shared/api/applications';
import { addDays, addYears, todayFrom } from '../../../shared/journey/dates';
import type { ApplicantInput, ApplicationCreated } from '../../../shared/journey/schemas';

const today = todayFrom(() => new Date());

function traveller(firstName: string, lastName: string, passportNumber: string): ApplicantInput {
  return {
    firstName,
    lastName,
    dateOfBirth: '1990-05-20',
    gender: 'female',
    nationality: 'GB',
    passportNumber,
    passportIssuedDate: addYears(today, -2),
    passportExpiryDate: addYears(today, 8),
    passportIssuingCountry: 'GB',
    email: 'amina@example.com',
    phone: '+44 7700 900123',
    currentAddress: '1 High Street, London',
    dateOfArrival: addDays(today, 30),
    dateOfDeparture: addDays(today, 44),
    employmentStatus: 'employed',
    occupation: 'Engineer',
    emergencyContactName: 'Joseph Otieno',
    emergencyContactPhone: '+44 7700 900456',
    emergencyContactRelationship: 'spouse',
  };
}

export interface CreatedApplication extends ApplicationCreated {
  readonly contactEmail: string;
}

/** Creates a two-applicant application through the real API, as the journey does. */
export async function createApplication(request: APIRequestContext): Promise<CreatedApplication> {
  const contactEmail = `traveller+${randomUUID()}@example.com`;
  const applicants = [traveller('Amina', 'Otieno', 'AB1234567'), traveller('Joseph', 'Kamau', 'CD7654321')];
  const res = await request.post(applicationsPath, {
    headers: { [idempotencyKeyHeader]: randomUUID() },
    data: {
      applicationType: 'tourist',
      processingType: 'fast',
      contactEmail,
      contactPhone: '+44 7700 900123',
      applicantCount: applicants.length,
      includeInsurance: false,
      applicants,
      locale: 'en',
    },
  });
  if (res.status() !== 201) throw new Error(`creation failed: ${res.status()} ${await res.text()}`);
  return { ...((await res.json()) as ApplicationCreated), contactEmail };
}

/**
 * Marks an application paid with a direct table update (what the payment callback records), until a
 * test can drive the sandbox gateway's signed callback instead.
 */
export async function markPaid(id: string, paidAt = new Date().toISOString()): Promise<void> {
  const endpoint = process.env.E2E_DYNAMODB_ENDPOINT;
  const tableName = process.env.E2E_TABLE_NAME;
  if (!endpoint || !tableName)
    throw new Error('E2E_DYNAMODB_ENDPOINT is not set: run through playwright test.');
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-1',
      endpoint,
      credentials: {
        accessKeyId: process.env.E2E_AWS_ACCESS_KEY_ID ?? '',
        secretAccessKey: process.env.E2E_AWS_SECRET_ACCESS_KEY ?? '',
      },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { pk: `APP#${id}`, sk: 'APP' },
      UpdateExpression: 'SET paymentStatus = :paid, paidAt = :at',
      ExpressionAttributeValues: { ':paid': 'paid', ':at': paidAt },
    }),
  );
}
