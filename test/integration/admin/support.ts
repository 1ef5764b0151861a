import { expect } from 'vitest';
import {
  adminEvisaUploadPath,
  staffSessionCookie,
  type DashboardStats,
  type EvisaUpload,
  type StaffRole,
} from '../../../shared/api/admin';
import { createTestStaff, signInByApi } from '../../support/staff';
import { origin, table } from '../applications/support';
import { stack } from '../support';

export { origin, table };

/** A signed-in staff member of a role: the session cookie to send with every admin call. */
export interface Session {
  readonly username: string;
  readonly cookie: string;
}

export async function signedIn(role: StaffRole): Promise<Session> {
  const staff = await createTestStaff(table, { role });
  const token = await signInByApi(stack.url, staff.username, staff.password, staff.totpSecret);
  return { username: staff.username, cookie: `${staffSessionCookie}=${token}` };
}

/**
 * An admin call as the panel makes it: the session cookie, and the site's Origin (a browser sends it
 * on every state-changing request). `origin: null` leaves it out; a string sends another one.
 */
export function adminCall(
  session: Session | undefined,
  method: string,
  path: string,
  options: { body?: unknown; origin?: string | null } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (session !== undefined) headers.cookie = session.cookie;
  const from = options.origin === undefined ? new URL(stack.url).origin : options.origin;
  if (from !== null) headers.origin = from;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

export async function adminJson<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> {
  const res = await adminCall(session, method, path, body === undefined ? {} : { body });
  const text = await res.text();
  expect(res.status, text).toBe(expected);
  return JSON.parse(text) as T;
}

export async function statsNow(session: Session): Promise<DashboardStats> {
  return adminJson<DashboardStats>(session, 'GET', '/api/admin/stats');
}

/** A PDF's first bytes followed by padding, `size` bytes in all. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n% e-visa test\n'));
  return bytes;
}

/** Posts a file with a presigned POST, fields first and the file last, as the browser does. */
export async function postFile(upload: EvisaUpload, bytes: Uint8Array, contentType = 'application/pdf') {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), 'evisa.pdf');
  return fetch(upload.url, { method: 'POST', body: form });
}

/** Presigns and uploads an e-visa file for an application; returns the key to approve with. */
export async function uploadEvisa(session: Session, id: string, bytes: Uint8Array): Promise<string> {
  const upload = await adminJson<EvisaUpload>(
    session,
    'POST',
    adminEvisaUploadPath(id),
    { fileName: 'evisa.pdf', size: bytes.length },
    201,
  );
  const res = await postFile(upload, bytes);
  expect(res.status, await res.text()).toBeLessThan(300);
  return upload.key;
}
