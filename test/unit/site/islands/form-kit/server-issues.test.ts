import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiIssues, fieldErrors, summaryItems } from '../../../../../site/islands/form-kit/server-issues';

describe('server issues as field errors', () => {
  const serverIssues = [
    { path: 'customerEmail', message: 'chat.errors.emailInvalid' },
    { path: 'customerEmail', message: 'chat.errors.emailTooLong' },
    { path: 'customerName', message: 'chat.errors.nameRequired' },
    { path: 'sessionId', message: 'chat.errors.unknown' },
  ];

  it('keep the first message of each field and drop fields the form does not show', () => {
    expect(fieldErrors(serverIssues, { fields: ['customerName', 'customerEmail'] })).toEqual({
      customerEmail: 'chat.errors.emailInvalid',
      customerName: 'chat.errors.nameRequired',
    });
  });

  it('read zod’s array paths the same way and can name a group member by depth', () => {
    const schema = z.object({
      applicants: z.array(z.object({ email: z.string().check(z.minLength(3, 'short')) })),
    });
    const result = schema.safeParse({ applicants: [{ email: 'a@b.c' }, { email: 'x' }] });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues;
    expect(fieldErrors(issues)).toEqual({ applicants: 'short' });
    expect(fieldErrors(issues, { depth: 3 })).toEqual({ 'applicants.1.email': 'short' });
    expect(apiIssues(issues)).toEqual([{ path: 'applicants.1.email', message: 'short' }]);
  });

  it('map a message the form does not know to its own', () => {
    const known = new Set(['admin.signIn.usernameRequired']);
    const errors = fieldErrors(
      [
        { path: ['username'], message: 'admin.signIn.usernameRequired' },
        { path: ['password'], message: 'Too small: expected string to have >=1 characters' },
      ],
      { message: (raw) => (known.has(raw) ? raw : 'admin.signIn.invalidCredentials') },
    );
    expect(errors).toEqual({
      username: 'admin.signIn.usernameRequired',
      password: 'admin.signIn.invalidCredentials',
    });
  });

  it('list the summary’s items in the form’s order, linked to each field’s input', () => {
    const errors = { transport: 'pick', email: 'enter' } as const;
    expect(
      summaryItems(
        errors,
        ['email', 'name', 'transport'],
        (m, f) => `${f}: ${m}`,
        (f) => (f === 'transport' ? `${f}-0` : f),
      ),
    ).toEqual([
      { target: 'email', text: 'email: enter' },
      { target: 'transport-0', text: 'transport: pick' },
    ]);
  });
});
