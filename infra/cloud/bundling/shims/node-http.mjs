/*
 * `node:http` for bundled ES modules, through `require`. An ES `import … from 'node:http'` makes Node
 * build a facade that reads every export, and three of them (WebSocket, CloseEvent, MessageEvent) are
 * getters that load undici, Node's fetch: a fifth of a function's cold start, for nothing it uses.
 * `bundleFunction` aliases `http` and `node:http` here. The name is assembled so that esbuild does
 * not see this `require` as an import to alias again.
 */
import { createRequire } from 'node:module';

const http = createRequire(import.meta.url)(['node', 'http'].join(':'));

export default http;
export const {
  METHODS,
  STATUS_CODES,
  Agent,
  ClientRequest,
  IncomingMessage,
  OutgoingMessage,
  Server,
  ServerResponse,
  createServer,
  validateHeaderName,
  validateHeaderValue,
  get,
  request,
  setMaxIdleHTTPParsers,
  maxHeaderSize,
  globalAgent,
} = http;
