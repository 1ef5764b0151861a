/*
 * The answers of the question sections only some visa types ask (`VisaType.questions`): the details
 * page's first script keeps them in the draft, so this module holds their names only. Which fields
 * every section asks: `section-fields.ts`.
 */

/** The fields of the sections only some visa types ask (rendered on demand, `VisaSections`). */
export const visaSectionFields = {
  invitation: ['invitingOrganisation', 'invitingAddress', 'invitingPhone', 'invitingContactPerson'],
  onwardTravel: ['onwardDestination', 'onwardDepartureDate', 'onwardBookingReference'],
} as const;
export type VisaSection = keyof typeof visaSectionFields;
export type VisaSectionField = (typeof visaSectionFields)[VisaSection][number];
export const visaSectionFieldNames: readonly VisaSectionField[] = Object.values(visaSectionFields).flat();
