import { Hono } from 'hono';
import { onError, onNotFound } from './http';

/** A Hono app with the shared error handling; every concern builds its routes on one. */
export function createApp(): Hono {
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);
  return app;
}
