import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { pickMessages } from '../../../../../../shared/i18n/dictionaries';
import type { MessageKey } from '../../../../../../shared/i18n/types';
import { createTranslator } from '../../../../../../shared/i18n/translate';
import type { LocaleCode } from '../../../../../../shared/locales';
import {
  emptyWizardForm,
  type WizardForm,
  type WizardIssue,
} from '../../../../../../shared/wizard/form-data';
import { islandPrefixes } from '../../../../../../site/lib/journey/island-messages';

/**
 * The steps' fixtures: a translator built from exactly the messages the wizard's page passes its island (so a label whose
 * key the prefixes miss shows as its key and fails), answers, and a way to reach a field's onChange.
 */
export function translator(locale: LocaleCode = 'en') {
  return createTranslator<MessageKey>(locale, pickMessages(locale, islandPrefixes.wizard));
}

export const t = translator();

/** Step props for answers `form` (over the empty form) and `issues`; `patches` records each change. */
export function stepProps(form: Partial<WizardForm> = {}, issues: readonly WizardIssue[] = []) {
  const patches: Partial<WizardForm>[] = [];
  return {
    props: {
      form: { ...emptyWizardForm(), ...form },
      issues,
      t,
      onChange: (p: Partial<WizardForm>) => patches.push(p),
    },
    patches,
  };
}

interface AnyProps {
  readonly id?: string;
  readonly children?: ReactNode;
  readonly onChange?: (value: unknown) => void;
}

/**
 * The props of the kit field whose id is `id`, found by expanding the components of `element` (the
 * steps and their sections use no hooks, so they can be called as functions): what its input's
 * change would call.
 */
export function fieldProps(element: ReactElement, id: string): AnyProps {
  const found = find(element, id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
}

function find(node: ReactNode, id: string): AnyProps | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const hit = find(child, id);
      if (hit) return hit;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  const props = node.props as AnyProps;
  if (props.id === id) return props;
  if (typeof node.type === 'function') {
    return find((node.type as (p: unknown) => ReactNode)(props), id);
  }
  return find(props.children, id);
}
