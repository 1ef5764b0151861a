import * as z from 'zod/mini';
import { isCountryCode } from '../country-codes';
import { visaTypesFor } from '../destinations/rules';
import type { Destination } from '../destinations/types';
import type { JourneyKey } from '../i18n/types';
import { key } from './schema-parts';
import { processingTypeSchema, step1Schema } from './step1-schema';

/**
 * Step 1 of a visa destination's journey (`/apply-visa`) and the rules its create request shares
 * (`visa-submission-schema.ts`): which nationality may have which visa type, the departure country.
 */

/** The country the travellers fly in from (ISO alpha-2): the yellow fever certificate rule reads it. */
export const departureCountrySchema = () =>
  z.string(key('journey.error.departureCountry.required')).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, key('journey.error.departureCountry.required')),
    z.refine((v) => v === '' || isCountryCode(v), key('journey.error.country.invalid')),
  );

/**
 * Why a traveller of this nationality cannot have this visa type (a message key), or undefined when
 * they can: no visa needed at all (`isExempt`), or a type the nationality is not issued (`visaTypesFor`).
 */
export function visaRefusalFor(
  destination: Destination,
  nationality: string,
  visaType: string,
): JourneyKey | undefined {
  if (!isCountryCode(nationality)) return undefined;
  if (destination.isExempt(nationality)) return 'journey.error.nationality.visaNotNeeded';
  return visaTypesFor(destination, nationality).some((t) => t.id === visaType)
    ? undefined
    : 'journey.error.visaType.notForNationality';
}

const contactFields = z.pick(step1Schema, {
  numberOfApplicants: true,
  contactEmail: true,
  contactEmail2: true,
  contactPhone: true,
  countryCode: true,
});

/** Step 1's answers as the page checks them before going on to the details. */
export function visaStep1Schema(destination: Destination) {
  const ids = destination.visaTypes.map((t) => t.id) as [string, ...string[]];
  const schema = z.extend(contactFields, {
    nationality: z.string(key('journey.error.nationality.required')).check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, key('journey.error.nationality.required')),
      z.refine((v) => v === '' || isCountryCode(v), key('journey.error.country.invalid')),
    ),
    visaType: z.enum(ids, key('journey.error.visaType.required')),
    processingType: processingTypeSchema,
    departureCountry: departureCountrySchema(),
  });
  return schema.check(
    z.superRefine<z.infer<typeof schema>>((value, ctx) => {
      const refusal = visaRefusalFor(destination, value.nationality, value.visaType);
      if (refusal) {
        ctx.issues.push({
          code: 'custom',
          message: refusal,
          input: value.visaType,
          path: [refusal === 'journey.error.nationality.visaNotNeeded' ? 'nationality' : 'visaType'],
        });
      }
    }),
  );
}
