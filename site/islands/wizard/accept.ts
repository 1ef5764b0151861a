import type { WizardFileSlot } from '../../../shared/wizard/form-data';

/**
 * The `accept` filter of each file input: the extensions of shared/wizard/uploads.ts `wizardFileRules`
 * (a unit test holds the two equal). Written here so the page does not load that module's zod schema
 * with step 1 (the page's JS budget); the rules themselves are loaded on Continue.
 */
// With the content types too: a phone's picker offers the camera from them (`capture`).
const imageOrPdf = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const wizardAccept: Readonly<Record<WizardFileSlot, string>> = {
  passportFile: imageOrPdf,
  photoFile: '.jpg,.jpeg,.png,image/jpeg,image/png',
  flightBooking: imageOrPdf,
  accommodationBooking: imageOrPdf,
  invitationLetter: imageOrPdf,
  employmentLetter: imageOrPdf,
  bankStatement: imageOrPdf,
  yellowFeverCertificate: imageOrPdf,
};
