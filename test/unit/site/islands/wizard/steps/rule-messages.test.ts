import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '../../../../../../shared/i18n/dictionaries';
import english from '../../../../../../shared/i18n/site/en.json';
import { islandPrefixes } from '../../../../../../site/lib/journey/island-messages';

const rulesFolder = join(__dirname, '../../../../../../shared/wizard');

/** The modules of the step checks (`checkWizardStep` and what it calls), not the server's schemas. */
const checkModule = /^(rules|rules-[a-z-]+|rule-parts|uploads|file-rules)\.ts$/;

/** Every site message key written in the step checks' modules. */
function keysOfRules(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(rulesFolder).filter((f) => checkModule.test(f))) {
    const source = readFileSync(join(rulesFolder, file), 'utf8');
    for (const [, key] of source.matchAll(/'([a-z]+(?:\.[A-Za-z0-9_-]+)+)'/g)) {
      if (key && Object.hasOwn(english, key)) keys.add(key);
    }
  }
  return [...keys].sort();
}

describe('the messages of the wizard’s rules', () => {
  it('all reach the wizard’s island, so no finding shows as its key', () => {
    const keys = keysOfRules();
    expect(keys.length).toBeGreaterThan(60);
    const received = pickMessages('en', islandPrefixes.wizard) as Record<string, string>;
    expect(keys.filter((key) => received[key] === undefined)).toEqual([]);
  });
});
