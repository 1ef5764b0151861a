import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { traced } from '../lib/aws/tracing';
import { config } from '../lib/config';
import type { SocketEvent } from './types';

const clients = new Map<string, ApiGatewayManagementApiClient>();

/**
 * The management API endpoint of the socket that sent an event: `https://{domain}/{stage}` in the
 * cloud; locally the gateway sets `WS_MANAGEMENT_ENDPOINT` (plain http on loopback).
 */
export function managementEndpoint(event: SocketEvent): string {
  if (config.WS_MANAGEMENT_ENDPOINT) return config.WS_MANAGEMENT_ENDPOINT;
  const { domainName, stage } = event.requestContext;
  return `https://${domainName}/${stage}`;
}

function clientFor(endpoint: string): ApiGatewayManagementApiClient {
  let client = clients.get(endpoint);
  if (!client) {
    client = traced(new ApiGatewayManagementApiClient({ region: config.AWS_REGION, endpoint }));
    clients.set(endpoint, client);
  }
  return client;
}

/** Sends JSON to one connection. Returns false when the connection is gone (caller cleans up). */
export async function postToConnection(
  endpoint: string,
  connectionId: string,
  data: unknown,
): Promise<boolean> {
  try {
    await clientFor(endpoint).send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(data)),
      }),
    );
    return true;
  } catch (e: unknown) {
    if (e instanceof GoneException) return false;
    throw e;
  }
}
