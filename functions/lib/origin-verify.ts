/**
 * The header CloudFront adds on its way to the HTTP API (a custom origin header, see
 * infra/cloud/constructs/origin-verify.ts): its value is known only to CloudFront and the functions, so
 * a request that carries it came through the site's distribution (checked in functions/lib/lambda.ts).
 * Kept apart from lambda.ts so the CDK app can name it without reading a function's configuration.
 */
export const originVerifyHeader = 'x-eta-origin-verify';
