import { defaultPortOfEntry, portCodes } from '../../../shared/journey/options';

/**
 * The ports of entry the details page offers (codes; labels `journey.port.<code>`) and the one a new
 * traveller starts with: Kenya's, unless the page is another journey's, whose page passes its
 * destination's own to the form (`ports` of `DetailsForm`, from the HTML, not the script). Kenya's
 * page so carries no other destination's list.
 */
export const detailsPorts: { codes: readonly [string, ...string[]]; default: string } = {
  codes: portCodes,
  default: defaultPortOfEntry,
};

export interface DetailsPorts {
  readonly codes: readonly [string, ...string[]];
  readonly default: string;
}

/** The ports of the page's journey in place of Kenya's (its page passes them to `DetailsForm`). */
export function applyDetailsPorts(ports: DetailsPorts | undefined): void {
  if (ports) Object.assign(detailsPorts, ports);
}
