/**
 * The WebSocket API's routes besides `$connect`, `$disconnect` and `$default`. API Gateway selects a
 * route on the frame's `type` (`$request.body.type`, the spec's messages carry `type`); the local
 * gateway (`infra/local/websocket-gateway.ts`) does the same, and the CDK app creates one route per key.
 */
export const routeSelectionExpression = '$request.body.type';
export const socketRouteKeys = ['join', 'message', 'close', 'ping'] as const;
export type SocketRouteKey = (typeof socketRouteKeys)[number];
