// Every scenario in scenarios/chrono/ is a test: each is taken from a passage of the rule text
// (quoted in its "about"), and every `expect` block in it must hold.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesRegistry } from '../../../../src/rules';
import { loadScenario, runScenario } from '../../../../src/rules/core/scenario';
import { demoCatalog, ROOT } from '../helpers';

const dir = join(ROOT, 'scenarios/chrono');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('Chrono Card scenarios', () => {
  it('there is a scenario for each part of the rules', () => {
    expect(files).toEqual(expect.arrayContaining([
      'turn-flow.json', 'ep.json', 'placement.json', 'charm.json', 'heroine.json', 'summoning-sickness.json', 'victory.json', 'deck-out.json',
    ]));
  });

  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    const about = (JSON.parse(text) as { about?: { en?: string } }).about?.en ?? '';
    it(`${file}: ${about}`, () => {
      const loaded = loadScenario(text, { catalog: demoCatalog(), rules: rulesRegistry });
      if (!loaded.ok) throw new Error(loaded.problems.map((p) => `${p.path}: ${p.message.en}`).join('\n'));
      const result = runScenario(loaded.scenario);
      expect(result.failures.map((f) => `${f.path}: ${f.message}`)).toEqual([]);
      expect(result.log.filter((line) => line.error !== undefined)).toEqual([]);
    });
  }
});
