import { afterAll, describe, expect, it } from 'vitest';
import { stack } from '../support';
import { TestSocket, isMessage, messageFrame, newChat, storedMessages } from './support';

const sockets: TestSocket[] = [];
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
});

const throttled = (f: unknown) => (f as { message?: unknown }).message === 'Too Many Requests';

describe('one visitor flooding the chat with 1,000 frames', () => {
  it('gets Too Many Requests beyond its rate, while the rest of the API keeps answering', async () => {
    const sessionId = await newChat('Flooding visitor');
    const socket = await TestSocket.open();
    sockets.push(socket);
    await socket.join(sessionId);

    for (let i = 0; i < 1000; i += 1) socket.send(messageFrame(sessionId, `flood ${i}`));
    const [health, lookup] = await Promise.all([
      fetch(`${stack.url}/api/health`),
      fetch(`${stack.url}/api/check-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationNumber: 'KE-00000001', email: 'nobody@example.com' }),
      }),
    ]);
    expect(health.status).toBe(200);
    expect(lookup.status).toBe(404);

    const answered = () => socket.messagesOf(sessionId).length + socket.frames.filter(throttled).length;
    await expect.poll(answered, { timeout: 30_000 }).toBe(1000);
    const delivered = socket.frames.filter(isMessage).length;
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(100);
    expect(await storedMessages(sessionId)).toHaveLength(delivered);
  });
});

describe('a chat message with a NUL or a lone surrogate', () => {
  it('is refused as an invalid frame and never stored', async () => {
    const sessionId = await newChat('Surrogate visitor');
    const socket = await TestSocket.open();
    sockets.push(socket);
    await socket.join(sessionId);
    for (const content of ['nul \u0000 inside', 'lone \ud800 surrogate']) {
      socket.ws.send(JSON.stringify(messageFrame(sessionId, content)));
    }
    await expect
      .poll(() => socket.frames.filter((f) => f.type === 'error' && f.error === 'invalid_frame').length)
      .toBe(2);
    expect(await storedMessages(sessionId)).toEqual([]);
  });
});
