import { defaultPortOfEntry, portCodes } from '../../../shared/journey/options';

/**
 * The ports of entry the details page offers (codes; labels `journey.port.<code>`) and the one a new
 * traveller starts with: Kenya's, unless the page is another journey's, whose island names its
 * destination's own before it renders (`VisaDetailsForm`). Kenya's page so carries no other
 * destination's list.
 */
export const detailsPorts: { codes: readonly [string, ...string[]]; default: string } = {
  codes: portCodes,
  default: defaultPortOfEntry,
};
