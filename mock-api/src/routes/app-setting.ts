import { Hono } from 'hono';
import { appSettingEndpoints } from '@daftar/contracts/endpoints/app-setting';
import { appSettingAnswer } from '../domain/app-setting.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';

export function appSettingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, appSettingEndpoints.get, (c) => appSettingAnswer(c.get('db')));
  return app;
}
