import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type AxeAudit, seriousRules, seriousRulesOf } from '../../web/e2e/harness/axe-rules.ts';

const axeSource = readFileSync(
  createRequire(new URL('../../web/package.json', import.meta.url)).resolve('axe-core/axe.min.js'),
  'utf8',
);

describe('the accessibility sweep’s axe rules', () => {
  it('keeps the rules that found serious issues in this project and drops those that can only be moderate', () => {
    const rules = seriousRulesOf(axeSource);
    for (const found of ['color-contrast', 'scrollable-region-focusable', 'label', 'button-name', 'aria-valid-attr'])
      expect(rules).toContain(found);
    for (const moderate of ['region', 'heading-order', 'landmark-one-main', 'page-has-heading-one'])
      expect(rules).not.toContain(moderate);
  });

  it('reads a rule’s own impact before its checks’ and leaves out rules of other tags and excluded ones', () => {
    const audit: AxeAudit = {
      checks: { strong: { metadata: { impact: 'critical' } }, weak: { impact: 'minor' } },
      rules: [
        { id: 'by-check', tags: ['wcag2a'], any: ['weak'], all: [{ id: 'strong' }], none: [] },
        { id: 'weak-only', tags: ['wcag2aa'], any: ['weak'], all: [], none: [] },
        { id: 'rule-serious', tags: ['best-practice'], impact: 'serious', any: ['weak'], all: [], none: [] },
        { id: 'rule-moderate', tags: ['wcag2a'], impact: 'moderate', any: ['strong'], all: [], none: [] },
        { id: 'other-tag', tags: ['wcag22aa'], any: ['strong'], all: [], none: [] },
        { id: 'experimental', tags: ['wcag2a', 'experimental'], any: ['strong'], all: [], none: [] },
      ],
      tagExclude: ['experimental'],
    };
    expect(seriousRules(audit)).toEqual(['by-check', 'rule-serious']);
  });
});
