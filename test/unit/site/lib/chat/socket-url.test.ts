import { describe, expect, it } from 'vitest';
import { chatSocketUrl } from '../../../../../site/lib/chat/socket-url';

describe('the chat socket address', () => {
  it('is /ws on the page’s own host, secure on an https page', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'eta.example.com' })).toBe('wss://eta.example.com/ws');
  });

  it('is plain ws on a local http page, port kept', () => {
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:4321' })).toBe('ws://localhost:4321/ws');
  });

  it('carries the agent’s query for the support console', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'eta.example.com' }, 'role=agent')).toBe(
      'wss://eta.example.com/ws?role=agent',
    );
  });
});
