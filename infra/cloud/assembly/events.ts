import { randomUUID } from 'node:crypto';

/**
 * The events API Gateway and EventBridge hand a function, in the shapes the Lambda service delivers
 * (HTTP API payload 2.0, WebSocket API, scheduled event), for running an artifact outside AWS.
 */
export interface HttpRequest {
  readonly method: string;
  /** The route key as the template declares it, e.g. `GET /api/kenya-eta-applications/{id}/receipt`. */
  readonly routeKey: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly cookies?: readonly string[];
  readonly body?: string;
  readonly sourceIp?: string;
}

const apiId = 'a1b2c3d4e5';

export function httpApiEvent(request: HttpRequest): Record<string, unknown> {
  const [pathOnly = '', query = ''] = request.path.split('?');
  const now = new Date();
  const sourceIp = request.sourceIp ?? '203.0.113.10';
  const headers: Record<string, string> = {
    host: `${apiId}.execute-api.eu-west-1.amazonaws.com`,
    'user-agent': 'Mozilla/5.0 (artifact test)',
    'x-forwarded-for': sourceIp,
    'x-forwarded-proto': 'https',
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const pathParameters = routeParameters(request.routeKey, pathOnly);
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: pathOnly,
    rawQueryString: query,
    ...(request.cookies && request.cookies.length > 0 ? { cookies: [...request.cookies] } : {}),
    headers,
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '123456789012',
      apiId,
      domainName: headers.host,
      domainPrefix: apiId,
      http: {
        method: request.method,
        path: pathOnly,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: headers['user-agent'],
      },
      requestId: randomUUID(),
      routeKey: request.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
    isBase64Encoded: false,
  };
}

function routeParameters(routeKey: string, path: string): Record<string, string> {
  const pattern = routeKey.split(' ')[1] ?? '';
  const names = pattern.split('/');
  const values = path.split('/');
  const parameters: Record<string, string> = {};
  names.forEach((name, i) => {
    const match = /^\{(\w+)\+?\}$/.exec(name);
    if (match?.[1] !== undefined && values[i] !== undefined)
      parameters[match[1]] = decodeURIComponent(values[i]);
  });
  return parameters;
}

export interface SocketRequest {
  readonly routeKey: string;
  readonly connectionId: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  readonly query?: Record<string, string>;
}

export function webSocketEvent(request: SocketRequest): Record<string, unknown> {
  const eventType =
    request.routeKey === '$connect'
      ? 'CONNECT'
      : request.routeKey === '$disconnect'
        ? 'DISCONNECT'
        : 'MESSAGE';
  return {
    requestContext: {
      routeKey: request.routeKey,
      eventType,
      connectionId: request.connectionId,
      domainName: `${apiId}.execute-api.eu-west-1.amazonaws.com`,
      stage: 'prod',
      apiId,
      requestId: randomUUID(),
      requestTimeEpoch: Date.now(),
      identity: { sourceIp: '203.0.113.10', userAgent: 'Mozilla/5.0 (artifact test)' },
    },
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.query ? { queryStringParameters: request.query } : {}),
    ...(request.body === undefined ? {} : { body: request.body }),
    isBase64Encoded: false,
  };
}

/** What EventBridge delivers for a schedule (rate or cron rule). */
export function scheduledEvent(): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '123456789012',
    time: new Date().toISOString(),
    region: 'eu-west-1',
    resources: ['arn:aws:events:eu-west-1:123456789012:rule/artifact-test'],
    detail: {},
  };
}

/** What SNS delivers to a subscribed function: one record carrying the published message. */
export function snsEvent(
  message: string,
  topicArn = 'arn:aws:sns:eu-west-1:123456789012:artifact-test',
): Record<string, unknown> {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: null,
          Message: message,
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          MessageAttributes: {},
        },
      },
    ],
  };
}
