import type { ReactNode } from 'react';
import type { MessageKey } from '../../../shared/i18n';
import type { VisaSection } from '../../../shared/journey/question-sections';
import type { FieldSpec } from '../../lib/journey/applicant-fields';
import type { T } from './i18n';

/**
 * The fields of the sections only some visa types ask (`VisaType.questions`: a business visa's
 * invitation, a transit visa's onward travel), as the details page renders them (below, loaded on
 * demand) and check your answers lists them (one chunk for both). Their rules: `shared/journey/section-schemas.ts`.
 */
export interface VisaFieldGroup {
  readonly id: VisaSection;
  readonly legend: MessageKey;
  readonly fields: readonly FieldSpec[];
}

export const visaSectionGroups: Readonly<Record<VisaSection, VisaFieldGroup>> = {
  invitation: {
    id: 'invitation',
    legend: 'common.group.invitation',
    fields: [
      { name: 'invitingOrganisation', kind: 'text' },
      { name: 'invitingAddress', kind: 'textarea' },
      { name: 'invitingPhone', kind: 'tel', ltr: true },
      { name: 'invitingContactPerson', kind: 'text', optional: true },
    ],
  },
  onwardTravel: {
    id: 'onwardTravel',
    legend: 'common.group.onwardTravel',
    fields: [
      { name: 'onwardDestination', kind: 'country' },
      { name: 'onwardDepartureDate', kind: 'date' },
      { name: 'onwardBookingReference', kind: 'text', optional: true, ltr: true },
    ],
  },
};

interface Props {
  readonly t: T;
  /** The sections of the chosen visa type that a visit does not ask, in its order. */
  readonly sections: readonly VisaSection[];
  /** Renders one field as the applicant's other fields are (`ApplicantFields`). */
  readonly field: (spec: FieldSpec) => ReactNode;
}

/**
 * The sections only some visa types ask (a business visa's inviting company, a transit visa's onward
 * travel), one fieldset each: a chunk of its own, loaded only when the chosen type asks one of them.
 */
export default function VisaSections({ t, sections, field }: Props) {
  return sections.map((id) => {
    const group = visaSectionGroups[id];
    return (
      <fieldset className="fieldset fieldset--group" key={id}>
        <legend className="fieldset__legend fieldset__legend--m">{t(group.legend)}</legend>
        {group.fields.map(field)}
      </fieldset>
    );
  });
}
