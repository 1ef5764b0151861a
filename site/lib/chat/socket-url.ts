import { chatSocketPath } from '../../../shared/api/chat';

/** The chat socket on the page's own host: `wss:` on an https page, `ws:` otherwise (spec §7). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, query = ''): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${chatSocketPath}${query ? `?${query}` : ''}`;
}
