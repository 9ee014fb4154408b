import { Document, type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { testAppPer } from '../support/test-app.ts';

/** Spectral's severities: 0 is an error. */
const error = 0;

const t = testAppPer('file');

describe('the served OpenAPI document', () => {
  it('passes Spectral’s OpenAPI ruleset (every rule) without an error', async () => {
    const answer = await t.apps.main.request('/openapi.json');
    expect(answer.status).toBe(200);
    const spectral = new Spectral();
    // The rulesets package types its ruleset against its own copy of spectral-core's types; the value is the same.
    spectral.setRuleset({ extends: [[oas as unknown as RulesetDefinition, 'all']] });
    const results = await spectral.run(new Document(await answer.text(), Parsers.Json, '/openapi.json'));
    const errors = results
      .filter((result) => result.severity === error)
      .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
