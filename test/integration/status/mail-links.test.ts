import { SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { decisionMail } from '../../../functions/admin/decision-mail';
import { agreementMail } from '../../../functions/applications/mail/agreement-mail';
import { confirmationMail } from '../../../functions/applications/mail/confirmation-mail';
import { documentsReceivedMail } from '../../../functions/documents/submit-documents';
import { createSesMailer, type MailMessage } from '../../../functions/lib/mailer';
import { createPersonalLinks } from '../../../functions/lib/personal-link';
import { createTravellerMailer } from '../../../functions/lib/traveller-mailer';
import { receiptMail } from '../../../functions/payments/receipt/receipt-mail';
import { lostLinkMail } from '../../../functions/status/lost-link-mail';
import { myApplicationAnswerSchema } from '../../../shared/api/personal-link';
import type { StoredApplication } from '../../../functions/lib/applications-table';
import { stack } from '../support';
import { mailsTo, storedApplication, submission, table } from '../applications/support';
import { created, exchange, tokenIn } from './support-links';

const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const decidedAt = new Date().toISOString();

/** Every mail the product writes to a traveller, by its builder (the functions send exactly these). */
const templates: Record<string, (app: StoredApplication) => MailMessage | Promise<MailMessage>> = {
  confirmation: (app) => confirmationMail(app, app.locale),
  'signed agreement': (app) => agreementMail(app, app.locale, pdf),
  'payment receipt': (app) => receiptMail({ ...app, paidAt: decidedAt }),
  'documents received': (app) => documentsReceivedMail(app),
  approval: (app) => decisionMail(app, { status: 'approved', decidedAt, decidedBy: 'staff' }, pdf),
  rejection: (app) =>
    decisionMail(app, { status: 'rejected', decidedAt, decidedBy: 'staff', reason: 'Photo unreadable' }),
  'new personal link': (app) => lostLinkMail(app),
};

const ses = new SESv2Client({
  region: 'eu-west-1',
  endpoint: stack.endpoints.ses,
  credentials: stack.credentials,
  maxAttempts: 1,
});
/** The mailer every mailing function builds (functions/lib/traveller-mail-setup.ts), on the stack's SES. */
const mailer = createTravellerMailer(createSesMailer({ ses, from: 'no-reply@kenya-eta.localhost' }), {
  links: createPersonalLinks({
    ...table,
    secret: stack.personalLinkSecret,
    siteOrigin: stack.url,
    now: () => new Date(),
  }),
  replyTo: 'support@kenya-eta.localhost',
  suppressed: () => Promise.resolve(undefined),
});

describe('every mail to a traveller, read back from the local mail viewer', () => {
  it.each(Object.keys(templates))(
    'the %s mail carries a working personal link and the support Reply-To',
    async (name) => {
      const { app: made } = await created(submission({ locale: 'fr' }));
      const app = await storedApplication(made.id);
      if (!app) throw new Error('not stored');
      const builder = templates[name];
      if (!builder) throw new Error(name);
      await mailer.send(await builder(app));

      const [mail] = await mailsTo(app.contactEmail);
      expect((mail as unknown as { replyTo: string[] }).replyTo).toEqual(['support@kenya-eta.localhost']);
      expect(mail?.body.html).toContain(`href="${stack.url}/fr/my-application#token=`);
      const res = await exchange(tokenIn(mail?.body.text));
      expect(res.status).toBe(200);
      const answer = myApplicationAnswerSchema.parse(await res.json());
      expect(answer.application.applicationNumber).toBe(app.applicationNumber);
    },
  );
});
