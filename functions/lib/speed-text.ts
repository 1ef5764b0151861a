import type { Translator } from '../../shared/i18n/translate';
import type { MailKey } from '../../shared/i18n/types';
import type { Pricing } from '../../shared/journey/pricing';
import { speedOf, type SpeedId } from '../../shared/journey/speed';
import { destinations } from '../../shared/destinations';
import { defaultDestinationId } from '../../shared/destinations/numbers';
import { speedOf as destinationSpeed } from '../../shared/destinations/rules';
import type { DestinationId } from '../../shared/destinations/types';

type MailT = Translator<MailKey>;

/** The speeds' names in the mail dictionary: the group journey's three and the wizard's own. */
export const processingLabels: Record<SpeedId, MailKey> = {
  normal: 'journey.processing.normal',
  fast: 'journey.processing.fast',
  super_fast: 'journey.processing.super_fast',
  standard: 'journey.processing.standard',
};

/** The promised time: a product's own (the wizard's "3 working days"), else the speed's range. */
export function processingTime(t: MailT, pricing: Pricing): string {
  if (pricing.product !== undefined) {
    return t.plural('journey.processing.workingDays', pricing.processingTime.maxBusinessDays);
  }
  return t.plural('journey.processing.time', pricing.processingTime.maxBusinessDays, {
    min: pricing.processingTime.minBusinessDays,
    max: pricing.processingTime.maxBusinessDays,
  });
}

/** "Standard processing (3 working days)", "Fast processing (3–5 business days)": what mails and receipts say. */
export function speedText(
  t: MailT,
  application: {
    readonly processingType: string;
    readonly pricing: Pricing;
    readonly destination?: DestinationId;
  },
): string {
  return `${t(speedLabel(application))} (${processingTime(t, application.pricing)})`;
}

/**
 * A speed's name: another destination's own (Tanzania's "Urgent processing"), else the engine's, as
 * Kenya's applications have always named it (including the wizard's "Standard").
 */
function speedLabel(application: { readonly processingType: string; readonly destination?: DestinationId }) {
  const destination = application.destination;
  const own =
    destination === undefined || destination === defaultDestinationId
      ? undefined
      : destinationSpeed(destinations[destination], application.processingType);
  return own?.label ?? processingLabels[speedOf(application)];
}
