import { appSettingEndpoints, webVersionFileSchema } from '@daftar/contracts/endpoints/app-setting';
import { translationEndpoints } from '@daftar/contracts/endpoints/translation';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appVersionRoute,
  readAppSettingAnswer,
  readTranslationMap,
  readWebVersionFile,
  translationMapRoute,
  UnexpectedAnswerError,
} from './start-up-answers.ts';

const setting = {
  appVersion: 'v2.0.0',
  forceUpdate: false,
  dashboardStructureTimeStamp: 0,
  translationVersion: 3,
  webAppVersion: 'v2.0.107',
};
const withSetting = (changes: Record<string, unknown>) => ({ success: true, itemInfo: { ...setting, ...changes } });
const without = (key: keyof typeof setting) => {
  const { [key]: _left, ...rest } = setting;
  return { success: true, itemInfo: rest };
};

/** Answers the contract accepts and answers it refuses: the hand-written check must agree on each. */
const appSettingSamples: unknown[] = [
  withSetting({}),
  without('webAppVersion'),
  withSetting({ webAppVersion: '2' }),
  withSetting({ extra: 'dropped' }),
  { ...withSetting({}), extra: 1 },
  withSetting({ dashboardStructureTimeStamp: 1_764_000_000_000, translationVersion: 0, forceUpdate: true }),
  null,
  [],
  'v2.0.0',
  { success: true },
  { success: false, itemInfo: setting },
  { success: 'true', itemInfo: setting },
  { success: true, itemInfo: [] },
  { success: true, itemInfo: null },
  without('appVersion'),
  without('forceUpdate'),
  without('dashboardStructureTimeStamp'),
  without('translationVersion'),
  withSetting({ appVersion: 2 }),
  withSetting({ forceUpdate: 'false' }),
  withSetting({ forceUpdate: 0 }),
  withSetting({ translationVersion: -1 }),
  withSetting({ translationVersion: 1.5 }),
  withSetting({ translationVersion: '3' }),
  withSetting({ translationVersion: 2 ** 53 }),
  withSetting({ dashboardStructureTimeStamp: null }),
  withSetting({ webAppVersion: null }),
  withSetting({ webAppVersion: 'latest' }),
  withSetting({ webAppVersion: 'v2.' }),
  withSetting({ webAppVersion: 107 }),
];

const mapSamples: unknown[] = [
  {},
  { WEB_SIGN_IN: 'ورود', WEB_EMPTY: '' },
  null,
  [],
  ['ورود'],
  'ورود',
  { WEB_SIGN_IN: 1 },
  { WEB_SIGN_IN: 'ورود', WEB_OTHER: null },
  { WEB_SIGN_IN: { fa: 'ورود' } },
];

const versionFileSamples: unknown[] = [
  { itemInfo: { webAppVersion: 'v2.0.108' } },
  { itemInfo: { webAppVersion: '2.1' }, extra: true },
  {},
  null,
  { itemInfo: {} },
  { itemInfo: { webAppVersion: 'next' } },
  { itemInfo: { webAppVersion: 2 } },
  { webAppVersion: 'v2.0.108' },
];

/** The check's verdict and output beside the schema's, for one sample. */
function compare<T>(
  schema: z.ZodType,
  read: (answer: unknown) => T,
  sample: unknown,
  output: (value: T) => unknown = (value) => value,
) {
  const parsed = schema.safeParse(sample);
  let checked: { ok: true; value: unknown } | { ok: false };
  try {
    checked = { ok: true, value: output(read(sample)) };
  } catch (error) {
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    checked = { ok: false };
  }
  return { schema: parsed.success ? { ok: true, value: parsed.data } : { ok: false }, checked };
}

describe('the start-up answers checked without zod', () => {
  it.each(appSettingSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'judges the app setting %s as the contract does',
    (_name, sample) => {
      const { schema, checked } = compare(appSettingEndpoints.get.response, readAppSettingAnswer, sample);
      expect(checked).toEqual(schema);
    },
  );

  it.each(mapSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'judges the translation map %s as the contract does',
    (_name, sample) => {
      const { schema, checked } = compare(translationEndpoints.list.response, readTranslationMap, sample);
      expect(checked).toEqual(schema);
    },
  );

  it.each(versionFileSamples.map((sample) => [JSON.stringify(sample), sample]))(
    'judges the version file %s as the contract does',
    (_name, sample) => {
      const { schema, checked } = compare(webVersionFileSchema, readWebVersionFile, sample, (webAppVersion) => ({
        itemInfo: { webAppVersion },
      }));
      expect(checked).toEqual(schema);
    },
  );

  it('has both verdicts among the samples, so neither check passes by accepting or refusing everything', () => {
    for (const [schema, samples] of [
      [appSettingEndpoints.get.response, appSettingSamples],
      [translationEndpoints.list.response, mapSamples],
      [webVersionFileSchema, versionFileSamples],
    ] as const) {
      const verdicts = new Set(samples.map((sample) => schema.safeParse(sample).success));
      expect([...verdicts].sort()).toEqual([false, true]);
    }
  });

  it('calls the routes the contracts define', () => {
    const route = ({ method, path, host, auth }: typeof appVersionRoute) => ({ method, path, host, auth });
    expect(appVersionRoute).toEqual(route(appSettingEndpoints.get));
    expect(translationMapRoute).toEqual(route(translationEndpoints.list));
  });
});
