import * as z from 'zod/mini';
import { anyApplicationNumberPattern } from '../destinations/numbers';
import { localeCodes } from '../locales';

/**
 * The contact form (spec §2, §3): the page's script and `POST /api/contact` validate with this one
 * schema. Messages are keys of the `contact` catalog. Optional fields may be sent empty.
 */
export const contactPath = '/api/contact';

export const contactLimits = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const;

function requiredText(max: number, field: string) {
  return z
    .string(`contact.errors.${field}.required`)
    .check(
      z.trim(),
      z.minLength(1, { error: `contact.errors.${field}.required`, abort: true }),
      z.maxLength(max, `contact.errors.${field}.tooLong`),
    );
}

export const contactMessageSchema = z.object({
  firstName: requiredText(contactLimits.name, 'firstName'),
  lastName: requiredText(contactLimits.name, 'lastName'),
  email: z
    .string('common.error.emailRequired')
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.error.emailRequired', abort: true }),
      z.maxLength(contactLimits.email, { error: 'common.error.emailInvalid', abort: true }),
      z.email('common.error.emailInvalid'),
    ),
  phone: z.optional(
    z
      .string('contact.errors.phone.invalid')
      .check(z.trim(), z.regex(/^(?:\+?[0-9][0-9 ()-]{5,28})?$/, 'contact.errors.phone.invalid')),
  ),
  applicationNumber: z.optional(
    z.string('contact.errors.applicationNumber.invalid').check(
      z.trim(),
      z.toUpperCase(),
      // Any destination's number (`KE-`, `TZ-`), the status lookups' one pattern; empty: none given.
      z.refine((n) => n === '' || anyApplicationNumberPattern.test(n), {
        error: 'contact.errors.applicationNumber.invalid',
      }),
    ),
  ),
  subject: requiredText(contactLimits.subject, 'subject'),
  message: requiredText(contactLimits.message, 'message'),
  /** The language of the page the message was sent from, so support can answer in it. */
  locale: z.optional(z.enum(localeCodes as readonly [string, ...string[]])),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = Exclude<keyof ContactMessage, 'locale'>;

export const contactFields: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'applicationNumber',
  'subject',
  'message',
];

/** The answer to an accepted message: its reference (`CT-` and 8 digits), shown to the sender. */
export const contactReceiptSchema = z.object({ reference: z.string().check(z.regex(/^CT-\d{8}$/)) });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** How many messages one client may send, and in what window (answered 429 with Retry-After beyond). */
export const contactRateLimit = { name: 'contact', limit: 5, windowSeconds: 3600 } as const;
