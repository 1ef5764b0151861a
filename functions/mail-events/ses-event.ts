import * as z from 'zod/mini';

/**
 * The part of an SES event (configuration-set event publishing, delivered through SNS) the product
 * reads: what happened, to which recipients, and the tags the mail was sent with (the `application`
 * tag names the application a traveller mail was about). SES's own identity notifications name the
 * kind `notificationType` instead of `eventType`: both are accepted.
 * https://docs.aws.amazon.com/ses/latest/dg/event-publishing-retrieving-sns-contents.html
 */
const recipient = z.object({ emailAddress: z.string().check(z.minLength(3), z.maxLength(320)) });

export const sesEventSchema = z.object({
  eventType: z.optional(z.string().check(z.maxLength(40))),
  notificationType: z.optional(z.string().check(z.maxLength(40))),
  mail: z.object({
    messageId: z.optional(z.string().check(z.maxLength(200))),
    tags: z.optional(z.record(z.string(), z.array(z.string().check(z.maxLength(256))))),
  }),
  bounce: z.optional(
    z.object({
      bounceType: z.string().check(z.maxLength(40)),
      bounceSubType: z.optional(z.string().check(z.maxLength(60))),
      bouncedRecipients: z.array(recipient).check(z.maxLength(50)),
    }),
  ),
  complaint: z.optional(
    z.object({
      complainedRecipients: z.array(recipient).check(z.maxLength(50)),
      complaintFeedbackType: z.optional(z.string().check(z.maxLength(60))),
    }),
  ),
});
export type SesEvent = z.infer<typeof sesEventSchema>;

/** The mail tag that names the application a traveller mail is about (`functions/lib/mailer.ts`). */
export const applicationTag = 'application';

/** What an event means for the product: an address to stop mailing, or nothing. */
export type MailFailure =
  | {
      readonly kind: 'bounce' | 'complaint';
      readonly recipients: readonly string[];
      readonly subType?: string;
    }
  | { readonly kind: 'ignored'; readonly why: string };

export function mailFailureOf(event: SesEvent): MailFailure {
  const type = event.eventType ?? event.notificationType;
  if (type === 'Complaint' && event.complaint) {
    return {
      kind: 'complaint',
      recipients: event.complaint.complainedRecipients.map((r) => r.emailAddress),
      ...(event.complaint.complaintFeedbackType ? { subType: event.complaint.complaintFeedbackType } : {}),
    };
  }
  if (type === 'Bounce' && event.bounce) {
    // A transient bounce (mailbox full, greylisting) may go through later: nothing to flag.
    if (event.bounce.bounceType !== 'Permanent') return { kind: 'ignored', why: 'transient bounce' };
    return {
      kind: 'bounce',
      recipients: event.bounce.bouncedRecipients.map((r) => r.emailAddress),
      ...(event.bounce.bounceSubType ? { subType: event.bounce.bounceSubType } : {}),
    };
  }
  return { kind: 'ignored', why: `event ${type ?? 'without a type'}` };
}

/** The application a mail was about, from its tag, if it is an application id. */
export function taggedApplication(event: SesEvent): string | undefined {
  const id = event.mail.tags?.[applicationTag]?.[0];
  return id !== undefined && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}
