import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunctionMaxBytes,
  siteRequestCode,
  siteResponseCode,
  webSocketPathCode,
} from '../../infra/cloud/constructs/edge-functions';
import { notFoundPageKey, prefixedLocales, sitePagePaths } from '../../infra/cloud/site-pages';

type Headers = Record<string, { value: string }>;
interface ViewerRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Headers;
}
interface ViewerResponse {
  statusCode: number;
  statusDescription: string;
  headers: Headers;
}
interface CloudFrontEvent {
  request: ViewerRequest;
  response?: ViewerResponse;
}

/** Runs CloudFront Function source the way CloudFront does: `handler(event)` on a viewer event. */
function handlerOf(code: string): (event: CloudFrontEvent) => ViewerRequest & ViewerResponse {
  return new Function(`${code}\nreturn handler;`)() as (
    event: CloudFrontEvent,
  ) => ViewerRequest & ViewerResponse;
}

const request = (uri: string, querystring: ViewerRequest['querystring'] = {}): ViewerRequest => ({
  uri,
  querystring,
  headers: { host: { value: 'example.cloudfront.net' } },
});

function run(code: string, uri: string, querystring: ViewerRequest['querystring'] = {}): ViewerRequest {
  return handlerOf(code)({ request: request(uri, querystring) });
}

const site = { paths: sitePagePaths(), prefixedLocales };
const requestCode = siteRequestCode(site);
const responseCode = siteResponseCode(site);
const rewrite = (uri: string) => run(requestCode, uri).uri;

/** The response CloudFront hands the viewer-response function for a request (in either URI form). */
function respond(uri: string, statusCode = 200, statusDescription = 'OK'): ViewerResponse {
  return handlerOf(responseCode)({
    request: request(uri),
    response: { statusCode, statusDescription, headers: { 'content-type': { value: 'text/html' } } },
  });
}

describe('the site request function', () => {
  it.each([
    ['/', '/index.html'],
    ['/faq', '/faq/index.html'],
    ['/faq/', '/faq/index.html'],
    ['/kenya-eta-admin/chat', '/kenya-eta-admin/chat/index.html'],
    ['/lookup/ta/', '/lookup/ta/index.html'],
    ['/ar', '/ar/index.html'],
    ['/ar/', '/ar/index.html'],
    ['/ar/faq', '/ar/faq/index.html'],
    ['/ar/kenya-eta-admin/chat/', '/ar/kenya-eta-admin/chat/index.html'],
    ['/zh/lookup/ta', '/zh/lookup/ta/index.html'],
  ])('serves the known page %s from its index %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each([
    ['/nope', '/404.html'],
    ['/faq/nope', '/404.html'],
    ['/lookup', '/404.html'],
    ['/404', '/404.html'],
    ['/en/faq', '/404.html'],
    ['/xx/faq', '/404.html'],
    ['/constructor', '/404.html'],
    ['/arabic', '/404.html'],
    ['/ar/nope', '/ar/404/index.html'],
    ['/ar/nope/', '/ar/404/index.html'],
    ['/ar/404', '/ar/404/index.html'],
    ['/ar/constructor', '/ar/404/index.html'],
    ['/de/kenya-eta-admin/nope', '/de/404/index.html'],
  ])('serves the unknown page %s from the 404 page of its language, %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });

  it.each(prefixedLocales)('sends an unknown page under /%s/ to that locale’s built 404 page', (code) => {
    expect(rewrite(`/${code}/no-such-page`)).toBe(notFoundPageKey(code));
  });

  it.each([
    '/_astro/app.Bx12.js',
    '/favicon.svg',
    '/404.html',
    '/ar/404/index.html',
    '/ar/faq/index.html',
    '/index.html',
    '/.well-known/security.txt',
    '/nope.txt',
  ])('leaves the file %s alone', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });

  it('keeps the query string and headers', () => {
    const result = run(requestCode, '/ar/faq', { lang: { value: 'ar' } });
    expect(result).toEqual({
      uri: '/ar/faq/index.html',
      querystring: { lang: { value: 'ar' } },
      headers: { host: { value: 'example.cloudfront.net' } },
    });
  });
});

describe('the site response function', () => {
  it.each([
    ['/nope', '/404.html'],
    ['/ar/nope', '/ar/404/index.html'],
    ['/de/faq/nope', '/de/404/index.html'],
  ])(
    'answers 404 Not Found for the missing page %s, as viewer URI and as rewritten %s',
    (viewer, rewritten) => {
      for (const uri of [viewer, rewritten]) {
        expect(respond(uri), uri).toEqual({
          statusCode: 404,
          statusDescription: 'Not Found',
          headers: { 'content-type': { value: 'text/html' } },
        });
      }
    },
  );

  it.each(['/', '/index.html', '/faq', '/faq/index.html', '/ar/', '/ar/index.html', '/ar/lookup/ta'])(
    'keeps 200 OK for the known page %s',
    (uri) => {
      expect(respond(uri)).toMatchObject({ statusCode: 200, statusDescription: 'OK' });
    },
  );

  it.each(['/_astro/app.Bx12.js', '/favicon.svg', '/ar/faq/index.html'])(
    'keeps 200 OK for the file %s',
    (uri) => {
      expect(respond(uri)).toMatchObject({ statusCode: 200, statusDescription: 'OK' });
    },
  );

  it.each([
    [403, 'Forbidden'],
    [500, 'Internal Server Error'],
    [304, 'Not Modified'],
  ])('keeps a %i from the origin as it is, for missing and known pages', (status, description) => {
    for (const uri of ['/ar/nope', '/ar/404/index.html', '/faq', '/missing.js']) {
      expect(respond(uri, status, description), uri).toMatchObject({
        statusCode: status,
        statusDescription: description,
      });
    }
  });
});

describe('the site functions’ code', () => {
  it('stays under CloudFront’s 10 KB function size limit', () => {
    for (const code of [requestCode, responseCode]) {
      console.log(`site function: ${Buffer.byteLength(code)} bytes`);
      expect(Buffer.byteLength(code)).toBeLessThan(10240);
    }
    expect(cloudFrontFunctionMaxBytes).toBe(10240);
  });

  it('refuses, at synth time, a page list that would exceed the limit', () => {
    const paths = Array.from({ length: 400 }, (_, i) => `/a-rather-long-page-name-number-${i}`);
    expect(() => siteRequestCode({ paths, prefixedLocales })).toThrow(/over the 10240 limit/);
  });

  it.each(["/faq'; evil(); '", '/faq/', '/robots.txt', 'faq', '//faq'])(
    'refuses the page path %s',
    (path) => {
      expect(() => siteRequestCode({ paths: [path], prefixedLocales })).toThrow(/Invalid page path/);
    },
  );

  it('refuses a locale code that is not one', () => {
    expect(() => siteResponseCode({ paths: ['/'], prefixedLocales: ['ar"};evil();//'] })).toThrow(
      /Invalid locale code/,
    );
  });
});

describe('the WebSocket path function', () => {
  it('rewrites /ws to exactly the stage path and keeps the query string', () => {
    const result = run(webSocketPathCode('prod'), '/ws', { lang: { value: 'ar' } });
    expect(result).toEqual({
      uri: '/prod',
      querystring: { lang: { value: 'ar' } },
      headers: { host: { value: 'example.cloudfront.net' } },
    });
  });

  it('refuses a stage name that would inject code', () => {
    expect(() => webSocketPathCode("prod'; evil(); '")).toThrow(/Invalid WebSocket stage name/);
  });
});
