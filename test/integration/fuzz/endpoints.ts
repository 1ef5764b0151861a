import fc from 'fast-check';
import { adminRoutes } from '../../../functions/admin/admin-routes';
import { signCallback } from '../../../functions/payments/gateway/signing';
import { signatureHeader } from '../../../functions/payments/gateway/sandbox-protocol';
import {
  authLoginPath,
  authLogoutPath,
  authRecoveryCodePath,
  authSecondFactorPath,
  authSessionPath,
} from '../../../shared/api/admin';
import {
  applicationsPath,
  confirmationPath,
  idempotencyKeyHeader,
  signedAgreementPath,
} from '../../../shared/api/applications';
import { chatMessagesPath, chatReadPath, chatSessionsPath, chatStartPath } from '../../../shared/api/chat';
import { healthPath } from '../../../shared/api/health';
import {
  paymentCallbackPath,
  paymentPath,
  paymentStatusPath,
  polpayCreatePath,
} from '../../../shared/api/payments';
import { documentsPath, uploadsPath } from '../../../shared/documents/rules';
import { contactPath } from '../../../shared/public/contact';
import { checkStatusPath, trackApplicationPath } from '../../../shared/status/lookup';
import { allAgreed, submission } from '../applications/support';
import { bodyFor, contentType, nastyString, segment } from './arbitraries';
import type { FuzzRequest } from './client';

/** What the fuzz knows that a real client would: one paid application, a staff session, a chat. */
export interface FuzzContext {
  readonly siteOrigin: string;
  readonly app: { readonly id: string; readonly accessToken: string; readonly applicationNumber: string };
  readonly staffCookie: string;
  readonly chatSessionId: string;
  readonly gatewaySecret: string;
}

export interface FuzzEndpoint {
  readonly name: string;
  readonly request: fc.Arbitrary<FuzzRequest>;
}

const json = (type: string | undefined): Record<string, string> => (type ? { 'content-type': type } : {});

export function fuzzEndpoints(ctx: FuzzContext): FuzzEndpoint[] {
  const id = segment(ctx.app.id);
  const bearer = fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${ctx.app.accessToken}`) },
    fc.constant(`Bearer ${'x'.repeat(43)}`),
    nastyString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
    fc.constant(''),
  );
  const staff = fc.oneof(
    { weight: 4, arbitrary: fc.constant(ctx.staffCookie) },
    fc.constant('eta_staff_session=forged'),
    fc.constant(''),
  );
  const post = (
    name: string,
    path: string | fc.Arbitrary<string>,
    valid: Record<string, unknown> | undefined,
    headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
    method = 'POST',
  ): FuzzEndpoint => ({
    name,
    request: fc
      .record({
        path: typeof path === 'string' ? fc.constant(path) : path,
        body: bodyFor(valid),
        type: contentType,
        headers,
      })
      .map((r) => ({ method, path: r.path, body: r.body, headers: { ...json(r.type), ...r.headers } })),
  });
  const get = (
    name: string,
    path: fc.Arbitrary<string>,
    headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
    method = 'GET',
  ): FuzzEndpoint => ({
    name,
    request: fc.record({ path, headers }).map((r) => ({ method, path: r.path, headers: r.headers })),
  });
  const withBearer = bearer.map((authorization) => ({ authorization }));
  const asStaff = fc.record({
    cookie: staff,
    origin: fc.constantFrom(ctx.siteOrigin, 'https://evil.example'),
  });
  const fromSite = fc.constantFrom<Record<string, string>>(
    { origin: ctx.siteOrigin },
    { origin: 'https://evil.example' },
    {},
  );
  const appId = ctx.app.id;

  const adminEndpoints = adminRoutes.map((route): FuzzEndpoint => {
    const path = fc
      .tuple(
        id,
        fc.integer({ min: -1, max: 12 }).map(String),
        fc.constantFrom('passport', 'photo', '..', 'x'),
      )
      .map(([i, n, t]) => route.path.replace(':id', i).replace(':applicantIndex', n).replace(':type', t));
    const bodies: Record<string, Record<string, unknown>> = {
      reject: {
        status: 'rejected',
        reasonCode: 'documents',
        reason: 'Fuzz: the passport photo is unreadable.',
      },
      evisaUpload: { fileName: 'evisa.pdf', size: 1000 },
      approve: { status: 'approved', evisaFilePath: `evisa/tmp/${appId}/x.pdf` },
    };
    if (route.method === 'GET') {
      const query = fc
        .record({
          status: nastyString,
          q: nastyString,
          cursor: nastyString,
          since: nastyString,
          limit: nastyString,
        })
        .map(
          (q) => `?${new URLSearchParams(q as Record<string, string>).toString().replace(/%EF%BF%BD/g, '')}`,
        );
      const full =
        route.name === 'list'
          ? fc.tuple(path, fc.oneof(fc.constant(''), query)).map(([p, q]) => p + q)
          : path;
      return get(`admin ${route.name}`, full, asStaff);
    }
    return post(`admin ${route.name}`, path, bodies[route.name], asStaff, route.method);
  });

  return [
    get('health', fc.constant(healthPath)),
    post('contact', contactPath, {
      firstName: 'Amina',
      lastName: 'Otieno',
      email: 'amina@example.com',
      subject: 'Fuzz',
      message: 'A message from the fuzz suite.',
    }),
    post('chat start', chatStartPath, { customerName: 'Fuzz visitor', customerEmail: 'fuzz@example.com' }),
    post('check status', checkStatusPath, {
      applicationNumber: ctx.app.applicationNumber,
      email: 'x@example.com',
    }),
    post('track application', trackApplicationPath, {
      applicationNumber: 'KE-00000001',
      email: 'x@example.com',
    }),
    post(
      'create application',
      applicationsPath,
      submission() as unknown as Record<string, unknown>,
      fc
        .oneof(
          fc.uuid(),
          nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        )
        .map((k) => ({ [idempotencyKeyHeader]: k })),
    ),
    post(
      'signed agreement',
      signedAgreementPath,
      { applicationId: appId, signature: 'Amina Otieno', agreementDetails: allAgreed },
      withBearer,
    ),
    post('confirmation', confirmationPath, { applicationId: appId, locale: 'en' }, withBearer),
    post('payment', paymentPath, { applicationId: appId, locale: 'en' }, withBearer),
    post('polpay create', polpayCreatePath, { applicationId: appId }, withBearer),
    get('payment status', id.map(paymentStatusPath), withBearer),
    {
      name: 'payment callback',
      request: fc
        .record({
          body: bodyFor({
            orderId: ctx.app.applicationNumber,
            transactionId: 'SBX-fuzzfuzzfuzz',
            status: 'success',
            reply_code: '0000',
            reply_desc: 'Approved',
            amount: 1,
            currency: 'USD',
            card_last4: '4242',
            occurred_at: new Date().toISOString(),
          }),
          signed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
        })
        .map((r) => ({
          method: 'POST',
          path: paymentCallbackPath,
          body: r.body,
          headers: {
            'content-type': 'application/json',
            ...(r.signed ? { [signatureHeader]: signCallback(ctx.gatewaySecret, r.body, new Date()) } : {}),
          },
        })),
    },
    post(
      'presign upload',
      uploadsPath,
      {
        applicationId: appId,
        applicantIndex: 0,
        type: 'photo',
        fileName: 'p.png',
        contentType: 'image/png',
        size: 1000,
      },
      withBearer,
    ),
    post(
      'record document',
      documentsPath,
      { applicationId: appId, applicantIndex: 0, type: 'photo', key: `uploads/tmp/${appId}/0/photo/abc` },
      withBearer,
    ),
    get(
      'remove document',
      fc
        .tuple(id, fc.integer({ min: -1, max: 12 }), fc.constantFrom('photo', 'passport', 'x'))
        .map(([i, n, t]) => `${documentsPath}/${i}/${n}/${t}`),
      withBearer,
      'DELETE',
    ),
    get(
      'documents list',
      id.map((i) => `/api/kenya-eta-applications/${i}/documents`),
      withBearer,
    ),
    get(
      'submit documents',
      id.map((i) => `/api/kenya-eta-applications/${i}/submit`),
      withBearer,
      'POST',
    ),
    get(
      'receipt',
      id.map((i) => `/api/kenya-eta-applications/${i}/receipt`),
      withBearer,
    ),
    post('sign in', authLoginPath, { username: 'fuzz', password: 'not the password' }, fromSite),
    post('second factor', authSecondFactorPath, { code: '123456' }, fromSite),
    post('recovery code', authRecoveryCodePath, { recoveryCode: '7K2QD-M9XWA' }, fromSite),
    get('staff session', fc.constant(authSessionPath), asStaff),
    get(
      'sign out',
      fc.constant(authLogoutPath),
      fc.record({ origin: fc.constantFrom(ctx.siteOrigin, 'https://evil.example') }),
      'POST',
    ),
    get('open chats', fc.constant(chatSessionsPath), asStaff),
    get(
      'chat messages',
      segment(ctx.chatSessionId).map((s) => chatMessagesPath(s).replace(encodeURIComponent(s), s)),
      asStaff,
    ),
    get(
      'chat read',
      segment(ctx.chatSessionId).map((s) => chatReadPath(s).replace(encodeURIComponent(s), s)),
      asStaff,
      'POST',
    ),
    get(
      'unknown API route',
      nastyString.map((s) => `/api/${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}`),
    ),
    ...adminEndpoints,
  ];
}
