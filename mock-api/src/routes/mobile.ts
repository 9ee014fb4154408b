import { Hono } from 'hono';
import { mobileEndpoints } from '@daftar/contracts/endpoints/mobile';
import { requestMobileCode, verifyMobile } from '../domain/mobile.ts';
import type { AppEnv } from '../http/app-env.ts';
import { limitCodeRequests } from '../http/rate-limit.ts';
import { mountEndpoint } from '../http/mount.ts';

/** Mobile verification: a code by SMS (offline: the outbox), then its confirmation. */
export function mobileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, mobileEndpoints.requestCode, (c, { body }) => {
    limitCodeRequests(c, body.mobile);
    const config = c.get('config');
    const delivery = { validMinutes: config.codeValidMinutes, print: config.printOutbox };
    return {
      success: true as const,
      itemInfo: requestMobileCode(c.get('db'), c.get('caller').userId, body.mobile, delivery),
    };
  });

  mountEndpoint(app, mobileEndpoints.verifyCode, (c, { body }) => ({
    success: true as const,
    itemInfo: verifyMobile(c.get('db'), c.get('caller').userId, body),
  }));

  return app;
}
