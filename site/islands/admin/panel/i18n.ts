import { useMemo } from 'react';
import { defaultDestinationId } from '../../../../shared/destinations/numbers';
import type { DestinationId } from '../../../../shared/destinations/types';
import type { AdminPanelKey, AdminPanelMessages } from '../../../lib/island-messages';
import { createTranslator, type Translator } from '../../../../shared/i18n/translate';
import type { LocaleCode } from '../../../../shared/locales';

export type AdminT = Translator<AdminPanelKey>;

/** The panel's translator over the one locale's messages its page passed (no other keys). */
export function useAdminT(locale: LocaleCode, messages: AdminPanelMessages): AdminT {
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}

/** A key built from a value (`common.status.<status>`): its text, or the value when not translated. */
export function labelOf(t: AdminT, key: string, fallback: string): string {
  const text = t(key as AdminPanelKey);
  return text === key ? fallback : text;
}

/**
 * A field's label: the panel's own short label where it has one (`admin.panel.field.phone` "Phone"),
 * else the label the traveller saw (`common.field.<name>`), else the field's name. An application of
 * another destination reads that destination's own wording first where it has one
 * (`destination.tanzania.admin.panel.field.hasVisitedKenya` "Visited Tanzania before", then
 * `destination.tanzania.common.field.<name>`).
 */
export function fieldLabelOf(t: AdminT, name: string, destination?: DestinationId): string {
  const plain = labelOf(t, `admin.panel.field.${name}`, labelOf(t, `common.field.${name}`, name));
  if (destination === undefined || destination === defaultDestinationId) return plain;
  const own = `destination.${destination}.`;
  return labelOf(t, `${own}admin.panel.field.${name}`, labelOf(t, `${own}common.field.${name}`, plain));
}

/**
 * An application status as staff call it: the panel's own word where it differs from the traveller's
 * (`admin.panel.status.pending` "Pending", where the status page says "Awaiting review"), else the
 * shared `common.status.<status>`.
 */
export function statusLabelOf(t: AdminT, status: string): string {
  return labelOf(t, `admin.panel.status.${status}`, labelOf(t, `common.status.${status}`, status));
}

/** An option's label, with the panel's own label first where it has one (see `fieldLabelOf`). */
export function optionLabelOf(t: AdminT, list: string, value: string): string {
  return labelOf(
    t,
    `admin.panel.option.${list}.${value}`,
    labelOf(t, `common.option.${list}.${value}`, value),
  );
}
