import { describe, expect, it } from 'vitest';
import {
  chatStartRequestSchema,
  closeFrameSchema,
  joinFrameSchema,
  messageFrameSchema,
} from '../../../../shared/api/chat';

const sessionId = 'AbCdEfGhIjKlMnOpQrStUvWx';
const messages = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the chat start request', () => {
  it('trims the name and leaves the e-mail out when it is not given', () => {
    expect(chatStartRequestSchema.parse({ customerName: '  Amina  ' })).toEqual({ customerName: 'Amina' });
  });

  it('trims an e-mail that is given', () => {
    expect(chatStartRequestSchema.parse({ customerName: 'A', customerEmail: ' a@example.com ' })).toEqual({
      customerName: 'A',
      customerEmail: 'a@example.com',
    });
  });

  it('refuses a blank, missing or over-long name with translation keys', () => {
    expect(messages(chatStartRequestSchema.safeParse({ customerName: '   ' }))).toEqual([
      'chat.errors.nameRequired',
    ]);
    expect(messages(chatStartRequestSchema.safeParse({}))).toEqual(['chat.errors.nameRequired']);
    expect(messages(chatStartRequestSchema.safeParse({ customerName: 'x'.repeat(81) }))).toEqual([
      'chat.errors.nameTooLong',
    ]);
    expect(chatStartRequestSchema.safeParse({ customerName: 'x'.repeat(80) }).success).toBe(true);
  });

  it('refuses an e-mail address in the wrong format', () => {
    expect(messages(chatStartRequestSchema.safeParse({ customerName: 'A', customerEmail: 'a@' }))).toEqual([
      'common.error.emailInvalid',
    ]);
  });
});

describe('the socket frames a browser sends', () => {
  const message = { type: 'message', sessionId, content: 'Hello', clientMessageId: 'client-0001' };

  it('accept the spec’s message (senderType and senderName included) and trim its text', () => {
    expect(
      messageFrameSchema.parse({
        ...message,
        content: '  Hello\nthere  ',
        senderType: 'user',
        senderName: 'Amina',
      }),
    ).toMatchObject({ content: 'Hello\nthere' });
  });

  it('refuse a message that is blank, over 2000 characters, or with a malformed id', () => {
    expect(messages(messageFrameSchema.safeParse({ ...message, content: ' \n ' }))).toEqual([
      'chat.errors.messageRequired',
    ]);
    expect(messages(messageFrameSchema.safeParse({ ...message, content: 'x'.repeat(2001) }))).toEqual([
      'chat.errors.messageTooLong',
    ]);
    expect(messageFrameSchema.safeParse({ ...message, clientMessageId: 'a b' }).success).toBe(false);
  });

  it('take the specification’s message frame, which has no id of its own (the server gives one)', () => {
    expect(messageFrameSchema.safeParse({ ...message, clientMessageId: undefined }).success).toBe(true);
  });

  it('refuse a session id that cannot be one of ours', () => {
    expect(
      joinFrameSchema.safeParse({ type: 'join', sessionId: 'short', userType: 'customer' }).success,
    ).toBe(false);
    expect(joinFrameSchema.safeParse({ type: 'join', sessionId, userType: 'customer' }).success).toBe(true);
    expect(joinFrameSchema.safeParse({ type: 'join', sessionId, userType: 'admin' }).success).toBe(false);
    expect(closeFrameSchema.safeParse({ type: 'close', sessionId: '../x' }).success).toBe(false);
  });
});
