import { Hono } from 'hono';
import { mockGatewayEndpoints } from '@daftar/contracts/endpoints/mock-gateway';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { mountEndpoint } from '../http/mount.ts';
import { loopbackOnly } from '../fault-lab/loopback-only.ts';
import { sameSiteOnly } from '../fault-lab/same-site-only.ts';
import type { Gateway } from './gateway.ts';

/** The gateway's part of the control API (main host, loopback and same-site callers only, like the lab's). */
export function gatewayControlRoutes(gateway: Gateway, corsOrigins: readonly string[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/__mock/gateway', loopbackOnly(), sameSiteOnly(corsOrigins));
  app.use('/__mock/drift', loopbackOnly(), sameSiteOnly(corsOrigins));
  const state = () => ({ success: true as const, itemInfo: gateway.state() });

  mountEndpoint(app, mockGatewayEndpoints.readGateway, state);
  mountEndpoint(app, mockGatewayEndpoints.updateGateway, (_c, { body }) => {
    // The replay is read first: a recording that cannot be read changes nothing.
    if (body.replay?.on) {
      try {
        gateway.startReplay(body.replay.dir, body.replay.match);
      } catch (error) {
        throw new HttpError(400, 'RECORDING_UNREADABLE', [
          { path: 'body.replay.dir', message: error instanceof Error ? error.message : String(error) },
        ]);
      }
    } else if (body.replay) {
      gateway.stopReplay();
    }
    if (body.upstream?.main !== undefined) gateway.upstream.main = body.upstream.main;
    if (body.upstream?.pay !== undefined) gateway.upstream.pay = body.upstream.pay;
    if (body.local) gateway.setLocal(body.local);
    if (body.recording?.on) gateway.startRecording(body.recording.dir, body.recording);
    else if (body.recording) gateway.stopRecording();
    return state();
  });
  mountEndpoint(app, mockGatewayEndpoints.readDrift, () => ({ success: true as const, data: gateway.drift.list() }));
  mountEndpoint(app, mockGatewayEndpoints.clearDrift, () => {
    gateway.drift.clear();
    return { success: true as const };
  });
  return app;
}
