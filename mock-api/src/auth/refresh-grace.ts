import type { TokenPair } from '@daftar/contracts/endpoints/auth';
import type { ServerConfig } from '../config.ts';
import { sha256 } from './secrets.ts';

interface JustRotated {
  deviceId: string;
  until: number;
  pair: Promise<TokenPair>;
}

// One memory per app (the config object is built once per createApps); in memory, as a local mock may.
const recentByApp = new WeakMap<ServerConfig, Map<string, JustRotated>>();

function recentOf(config: ServerConfig): Map<string, JustRotated> {
  let recent = recentByApp.get(config);
  if (!recent) {
    recent = new Map();
    recentByApp.set(config, recent);
  }
  return recent;
}

/**
 * Two tabs refreshing at the same moment present the same refresh token; without grace the second is reuse and
 * signs the device out. For `refreshGraceSeconds` after a rotation the same token answers the same new pair (as
 * mature token services do); after that, reuse detection applies as before. `rotate` must do its rotation before
 * its first await, so a concurrent request finds the pair it is about to answer.
 */
export function refreshWithGrace(
  config: ServerConfig,
  presented: string,
  deviceId: string,
  rotate: () => Promise<TokenPair>,
): Promise<TokenPair> {
  const recent = recentOf(config);
  const key = sha256(presented);
  const now = Date.now();
  for (const [oldKey, entry] of recent) {
    if (entry.until > now) break;
    recent.delete(oldKey);
  }
  const seen = recent.get(key);
  if (seen && seen.deviceId === deviceId) return seen.pair;
  const pair = rotate();
  if (config.refreshGraceSeconds > 0) {
    recent.set(key, { deviceId, until: now + config.refreshGraceSeconds * 1000, pair });
    pair.catch(() => recent.delete(key));
  }
  return pair;
}
