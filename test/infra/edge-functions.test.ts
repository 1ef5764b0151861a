import { describe, expect, it } from 'vitest';
import { directoryIndexCode, webSocketPathCode } from '../../infra/cloud/constructs/edge-functions';

interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
}

/** Runs CloudFront Function source the way CloudFront does: `handler(event)` on a viewer request. */
function run(code: string, uri: string, querystring: ViewerRequest['querystring'] = {}): ViewerRequest {
  const handler = new Function(`${code}\nreturn handler;`)() as (event: {
    request: ViewerRequest;
  }) => ViewerRequest;
  return handler({ request: { uri, querystring } });
}

describe('the directory-index function', () => {
  it.each([
    ['/', '/index.html'],
    ['/faq', '/faq/index.html'],
    ['/ar/', '/ar/index.html'],
    ['/ar/faq', '/ar/faq/index.html'],
  ])('serves %s from %s', (uri, expected) => {
    expect(run(directoryIndexCode, uri).uri).toBe(expected);
  });

  it.each(['/_astro/app.Bx12.js', '/favicon.svg', '/404.html', '/ar/index.html'])(
    'leaves the file %s alone',
    (uri) => {
      expect(run(directoryIndexCode, uri).uri).toBe(uri);
    },
  );
});

describe('the WebSocket path function', () => {
  it('rewrites /ws to exactly the stage path and keeps the query string', () => {
    const request = run(webSocketPathCode('prod'), '/ws', { lang: { value: 'ar' } });
    expect(request).toEqual({ uri: '/prod', querystring: { lang: { value: 'ar' } } });
  });

  it('refuses a stage name that would inject code', () => {
    expect(() => webSocketPathCode("prod'; evil(); '")).toThrow(/Invalid WebSocket stage name/);
  });
});
