import { parseArgs } from 'node:util';
import type { ReplayMatchKey } from '@daftar/contracts/endpoints/mock-gateway';
import type { GatewayOptions } from './gateway.ts';

/**
 * The server's command-line flags (`npm start -- --upstream URL`, `node mock-api/src/server.ts --replay DIR`) as the
 * environment variables they stand for, so env.ts checks both the same way; a flag wins over its variable.
 */
export function envFromArgs(args: string[]): Record<string, string> {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      upstream: { type: 'string' },
      'pay-upstream': { type: 'string' },
      local: { type: 'string', multiple: true },
      'upstream-timeout': { type: 'string' },
      record: { type: 'string' },
      recordings: { type: 'string' },
      'record-secrets': { type: 'boolean' },
      'record-personal-data': { type: 'boolean' },
      replay: { type: 'string' },
      'replay-match': { type: 'string' },
    },
  });
  const env: Record<string, string> = {};
  const set = (name: string, value: string | boolean | string[] | undefined) => {
    if (value === undefined) return;
    env[name] = Array.isArray(value) ? value.join(',') : String(value);
  };
  set('UPSTREAM_URL', values.upstream);
  set('PAY_UPSTREAM_URL', values['pay-upstream']);
  set('UPSTREAM_LOCAL', values.local);
  set('UPSTREAM_TIMEOUT_MS', values['upstream-timeout']);
  set('RECORD_DIR', values.record);
  set('RECORDINGS_DIR', values.recordings);
  set('RECORD_SECRETS', values['record-secrets']);
  set('RECORD_PERSONAL_DATA', values['record-personal-data']);
  set('REPLAY_DIR', values.replay);
  set('REPLAY_MATCH', values['replay-match']);
  return env;
}

/** What the gateway needs of the environment (env.ts has checked it). */
export interface GatewayEnv {
  UPSTREAM_URL?: string | undefined;
  PAY_UPSTREAM_URL?: string | undefined;
  UPSTREAM_LOCAL: string[];
  UPSTREAM_TIMEOUT_MS: number;
  RECORD_DIR?: string | undefined;
  RECORDINGS_DIR: string;
  RECORD_SECRETS: boolean;
  RECORD_PERSONAL_DATA: boolean;
  REPLAY_DIR?: string | undefined;
  REPLAY_MATCH: ReplayMatchKey[];
}

/** The gateway's options, or undefined when none of its modes is asked for (the mock then answers alone). */
export function gatewayOptionsFrom(env: GatewayEnv): GatewayOptions | undefined {
  const wanted = env.UPSTREAM_URL || env.PAY_UPSTREAM_URL || env.RECORD_DIR || env.REPLAY_DIR;
  if (!wanted) return undefined;
  return {
    upstream: { main: env.UPSTREAM_URL ?? null, pay: env.PAY_UPSTREAM_URL ?? null },
    local: env.UPSTREAM_LOCAL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    recordingsDir: env.RECORDINGS_DIR,
    ...(env.RECORD_DIR
      ? { record: { dir: env.RECORD_DIR, secrets: env.RECORD_SECRETS, personalData: env.RECORD_PERSONAL_DATA } }
      : {}),
    ...(env.REPLAY_DIR ? { replay: { dir: env.REPLAY_DIR, match: env.REPLAY_MATCH } } : {}),
  };
}
