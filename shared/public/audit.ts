import * as z from 'zod/mini';

/**
 * The free-audit form (spec §1, DESIGN decision 10): checked in the browser, then only the specified
 * toast is shown. Nothing is sent. Messages are keys of the `publicHome` catalog.
 */
export const auditRequestSchema = z.object({
  company: z
    .string('audit.errors.company.required')
    .check(
      z.trim(),
      z.minLength(1, { error: 'audit.errors.company.required', abort: true }),
      z.maxLength(120, 'audit.errors.company.tooLong'),
    ),
  website: z
    .string('audit.errors.website.required')
    .check(
      z.trim(),
      z.minLength(1, { error: 'audit.errors.website.required', abort: true }),
      z.regex(/^(?:https?:\/\/)?[^\s/.]+(?:\.[^\s/.]+)+(?:[/?#]\S*)?$/i, 'audit.errors.website.invalid'),
    ),
  email: z
    .string('common.error.emailRequired')
    .check(
      z.trim(),
      z.minLength(1, { error: 'common.error.emailRequired', abort: true }),
      z.email('common.error.emailInvalid'),
    ),
});

export type AuditRequest = z.infer<typeof auditRequestSchema>;
