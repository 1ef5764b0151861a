import type { Hono } from 'hono';
import { healthApp } from './health/app';
import { contactApp } from './contact/app';
import { applicationsApp } from './applications/app';
import { paymentsApp } from './payments/app';
import { statusApp } from './status/app';
import { documentsApp } from './documents/app';
import { chatApp } from './chat/app';
import { authApp } from './auth/app';
import { adminApp } from './admin/app';
import { draftsApp } from './drafts/app';

/**
 * Every HTTP concern, each a Hono app with its own Lambda entry (`<concern>/lambda.ts`).
 * The local stack mounts them all on one origin; the CDK app gives each its own function.
 * Adding a concern here and in `infra/cloud/constructs/api.ts` is all it takes.
 */
export const httpApps: readonly { readonly name: string; readonly app: Hono }[] = [
  { name: 'health', app: healthApp },
  { name: 'contact', app: contactApp },
  { name: 'applications', app: applicationsApp },
  { name: 'payments', app: paymentsApp },
  { name: 'status', app: statusApp },
  { name: 'documents', app: documentsApp },
  { name: 'chat', app: chatApp },
  { name: 'auth', app: authApp },
  { name: 'admin', app: adminApp },
  { name: 'drafts', app: draftsApp },
];
