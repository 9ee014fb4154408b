import type { Route } from './http-client.ts';

/**
 * The two public calls every start-up makes, GET app-version and the translation map, checked by hand instead of by
 * their zod schemas: /login then downloads no zod (about 20 KB gzip), which loads with the first signed-in call
 * (issue 35). `start-up-answers.test.ts` holds these routes and checks to the contracts' endpoints and schemas.
 */
export const appVersionRoute: Route = {
  method: 'GET',
  path: '/api/v1/app-setting/app-version',
  host: 'main',
  auth: 'none',
};

export const translationMapRoute: Route = {
  method: 'GET',
  path: '/api/v1/translation/:language',
  host: 'main',
  auth: 'none',
};

/** SPEC §3's app setting, as `appSettingSchema` reads it. */
export interface AppSettingAnswer {
  appVersion: string;
  forceUpdate: boolean;
  dashboardStructureTimeStamp: number;
  translationVersion: number;
  webAppVersion?: string;
}

/** Thrown for an answer that is not the contract's, as a zod parse failure is for the other calls. */
export class UnexpectedAnswerError extends Error {
  constructor(what: string) {
    super(`the API's answer is not ${what}`);
    this.name = 'UnexpectedAnswerError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** zod's `z.number().int().nonnegative()`: a safe integer, zero or more. */
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const webVersionPattern = /^v?\d+(\.\d+)*$/;

/** `{ success: true, itemInfo }` with the app setting; unknown fields are dropped, as zod's object drops them. */
export function readAppSettingAnswer(answer: unknown): { success: true; itemInfo: AppSettingAnswer } {
  const item = isObject(answer) ? answer.itemInfo : undefined;
  if (
    !isObject(answer) ||
    answer.success !== true ||
    !isObject(item) ||
    typeof item.appVersion !== 'string' ||
    typeof item.forceUpdate !== 'boolean' ||
    !isCount(item.dashboardStructureTimeStamp) ||
    !isCount(item.translationVersion) ||
    (item.webAppVersion !== undefined &&
      (typeof item.webAppVersion !== 'string' || !webVersionPattern.test(item.webAppVersion)))
  )
    throw new UnexpectedAnswerError('the app setting');
  const itemInfo: AppSettingAnswer = {
    appVersion: item.appVersion,
    forceUpdate: item.forceUpdate,
    dashboardStructureTimeStamp: item.dashboardStructureTimeStamp,
    translationVersion: item.translationVersion,
  };
  if (item.webAppVersion !== undefined) itemInfo.webAppVersion = item.webAppVersion;
  return { success: true, itemInfo };
}

/** The flat key → text map: an object whose every value is a string (kept as it came: it is 190 KB). */
export function readTranslationMap(answer: unknown): Record<string, string> {
  if (!isObject(answer) || !Object.values(answer).every((text) => typeof text === 'string'))
    throw new UnexpectedAnswerError('a translation map');
  return answer as Record<string, string>;
}

/** The SPA host's `version.json` (`webVersionFileSchema`): `{ itemInfo: { webAppVersion } }`. */
export function readWebVersionFile(answer: unknown): string {
  const item = isObject(answer) ? answer.itemInfo : undefined;
  if (!isObject(item) || typeof item.webAppVersion !== 'string' || !webVersionPattern.test(item.webAppVersion))
    throw new UnexpectedAnswerError('a web version file');
  return item.webAppVersion;
}
