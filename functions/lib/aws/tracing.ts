import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * X-Ray for the AWS SDK clients (the functions run with active tracing): every store, bucket and mail
 * call becomes a subsegment of the invocation's trace, with its service, operation, status and retries.
 * Outside Lambda (the local stack, the tests) the tracer is off and clients are returned unchanged.
 */
const tracer = new Tracer({ serviceName: 'kenya-eta' });

/** The client, instrumented for X-Ray when the function runs in Lambda with tracing on. */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
