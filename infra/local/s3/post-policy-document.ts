/**
 * The POST policy document (the base64 JSON of the `Policy` form field), parsed into conditions the way
 * S3 reads it: `{"field": "value"}` (exact match), `["eq", "$field", value]`, `["starts-with", "$field",
 * prefix]` and `["content-length-range", min, max]`. Field names are case-insensitive.
 */
import { z } from 'zod';
import { invalidPolicy, type S3RequestError } from './s3-error';

export type PolicyCondition =
  | {
      readonly kind: 'eq' | 'starts-with';
      /** Lower-cased form field name, without the `$`. */
      readonly field: string;
      readonly value: string;
      /** The condition as S3 quotes it in "Policy Condition failed: …". */
      readonly text: string;
    }
  | { readonly kind: 'content-length-range'; readonly min: number; readonly max: number };

export interface PolicyDocument {
  readonly expiration: Date;
  readonly conditions: readonly PolicyCondition[];
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const documentSchema = z.object({ expiration: z.unknown(), conditions: z.unknown() });
const matchSchema = z.tuple([z.string(), z.string().startsWith('$'), z.string()]);
const lengthSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const rangeSchema = z.tuple([z.string(), lengthSchema, lengthSchema]);

/** Decodes and validates the policy; throws InvalidPolicyDocument like S3 when it cannot be read. */
export function parsePolicyDocument(policyBase64: string): PolicyDocument {
  if (!BASE64.test(policyBase64)) throw invalidPolicy("Invalid 'Policy' base64 encoding.");
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8'));
  } catch (e: unknown) {
    if (e instanceof SyntaxError) throw invalidPolicy('Invalid JSON.');
    throw e;
  }
  const document = documentSchema.safeParse(json);
  if (!document.success) throw invalidPolicy('Invalid JSON.');
  const { expiration, conditions } = document.data;
  if (expiration === undefined) throw invalidPolicy('Policy missing expiration.');
  if (typeof expiration !== 'string' || !ISO_8601.test(expiration) || Number.isNaN(Date.parse(expiration))) {
    throw invalidPolicy(`Invalid 'expiration' value: '${String(expiration)}'`);
  }
  if (conditions === undefined) throw invalidPolicy('Policy missing conditions.');
  if (!Array.isArray(conditions)) throw invalidPolicy('Invalid JSON.');
  return { expiration: new Date(expiration), conditions: conditions.flatMap(parseCondition) };
}

function parseCondition(condition: unknown): PolicyCondition[] {
  if (Array.isArray(condition)) return [parseArrayCondition(condition)];
  if (typeof condition === 'object' && condition !== null) {
    const entries = Object.entries(condition);
    if (entries.length === 0) throw invalidCondition(condition);
    return entries.map(([name, value]) => {
      if (typeof value !== 'string') throw invalidCondition(condition);
      return { kind: 'eq', field: name.toLowerCase(), value, text: quote(['eq', `$${name}`, value]) };
    });
  }
  throw invalidCondition(condition);
}

function parseArrayCondition(condition: readonly unknown[]): PolicyCondition {
  const operator = typeof condition[0] === 'string' ? condition[0].toLowerCase() : undefined;
  if (operator === 'content-length-range') {
    const range = rangeSchema.safeParse(condition);
    if (!range.success || range.data[1] > range.data[2]) throw invalidCondition(condition);
    return { kind: 'content-length-range', min: range.data[1], max: range.data[2] };
  }
  const match = matchSchema.safeParse(condition);
  if (!match.success || (operator !== 'eq' && operator !== 'starts-with')) throw invalidCondition(condition);
  const [, field, value] = match.data;
  return { kind: operator, field: field.slice(1).toLowerCase(), value, text: quote(match.data) };
}

/** `["eq", "$key", "a"]`: S3's rendering of a condition in its error messages. */
function quote(parts: readonly string[]): string {
  return `[${parts.map((part) => JSON.stringify(part)).join(', ')}]`;
}

function invalidCondition(condition: unknown): S3RequestError {
  return invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`);
}
