/**
 * The subset of the API Gateway WebSocket event and result that our handlers use. The local gateway
 * (`infra/local/websocket-gateway.ts`) builds exactly these; in the cloud API Gateway does.
 */
export interface SocketEvent {
  readonly requestContext: {
    readonly routeKey: string;
    readonly eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT';
    readonly connectionId: string;
    /** API Gateway's id of this event (absent from the local gateway's events: one is made up). */
    readonly requestId?: string;
    readonly domainName: string;
    readonly stage: string;
    readonly requestTimeEpoch: number;
    readonly identity: { readonly sourceIp: string; readonly userAgent?: string };
  };
  /** Request headers of $connect; read them case-insensitively (names are lower case locally). */
  readonly headers?: Record<string, string | undefined>;
  readonly queryStringParameters?: Record<string, string | undefined> | null;
  readonly body?: string | null;
  readonly isBase64Encoded?: boolean;
}

export interface SocketResult {
  readonly statusCode: number;
  readonly body?: string;
}

export type SocketHandler = (event: SocketEvent) => Promise<SocketResult>;
