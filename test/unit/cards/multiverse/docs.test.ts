import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvColumns } from '../../../../src/cards/multiverse/csv';
import { KEYWORD_NAMES } from '../../../../src/cards/multiverse/keywords';
import { RULE } from '../../../../src/cards/multiverse/rules';

const doc = readFileSync(resolve(import.meta.dirname, '../../../../docs/cards/multiverse.md'), 'utf8');

describe('docs/cards/multiverse.md', () => {
  it('documents every CSV column, keyword and rule citation', () => {
    for (const column of csvColumns) expect(doc).toContain(`| \`${column.name}\` |`);
    for (const keyword of KEYWORD_NAMES) expect(doc).toContain(`| ${keyword} |`);
    for (const citation of Object.values(RULE)) expect(doc).toContain(`\`${citation}\``);
  });
});
