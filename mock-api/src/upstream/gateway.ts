import { join } from 'node:path';
import type { GatewayState, ReplayMatchKey } from '@daftar/contracts/endpoints/mock-gateway';
import { globToRegExp } from '../fault-lab/path-glob.ts';
import { DriftLog } from './drift.ts';
import { EndpointLookup } from './endpoint-lookup.ts';
import { Recorder, readRecording } from './recording-files.ts';
import type { RedactionPolicy } from './redact.ts';
import { defaultReplayMatch, Replay } from './replay.ts';

export interface GatewayOptions {
  /** Where each host forwards the calls no fault rule answers (https, or http on loopback); null: local. */
  upstream: { main: string | null; pay: string | null };
  /** Path globs the local mock answers even with an upstream. */
  local: string[];
  /** How long the upstream may take to start answering (504 beyond). */
  timeoutMs: number;
  record?: { dir: string } & RedactionPolicy;
  replay?: { dir: string; match: ReplayMatchKey[] };
  /** Where a recording started without a folder (the panel's switch) goes, in a folder named for its start. */
  recordingsDir?: string;
}

/**
 * The mock between the SPA and a real API: forwarding (forward.ts), recording (tap.ts), replaying (replay.ts) and
 * drift checks (drift.ts) read their settings here; the control API (control-routes.ts) changes them at run time.
 */
export class Gateway {
  upstream: { main: string | null; pay: string | null };
  timeoutMs: number;
  recorder: Recorder | null = null;
  replay: Replay | null = null;
  readonly drift: DriftLog;
  readonly lookup = new EndpointLookup();
  readonly recordingsDir: string;
  #local: { globs: string[]; patterns: RegExp[] } = { globs: [], patterns: [] };

  constructor(options: GatewayOptions, drift = new DriftLog()) {
    this.upstream = { ...options.upstream };
    this.timeoutMs = options.timeoutMs;
    this.drift = drift;
    this.recordingsDir = options.recordingsDir ?? 'recordings';
    this.setLocal(options.local);
    if (options.record) this.startRecording(options.record.dir, options.record);
    if (options.replay) this.startReplay(options.replay.dir, options.replay.match);
  }

  setLocal(globs: string[]): void {
    this.#local = { globs: [...globs], patterns: globs.map(globToRegExp) };
  }

  isLocal(path: string): boolean {
    return this.#local.patterns.some((pattern) => pattern.test(path));
  }

  /** Whether a call to `path` is answered by the upstream or a replay rather than by the local mock. */
  answersElsewhere(path: string, host: 'main' | 'pay'): boolean {
    if (path === '/health' || path.startsWith('/__mock') || this.isLocal(path)) return false;
    return this.replay !== null || this.upstream[host] !== null;
  }

  startRecording(dir: string | undefined, policy: RedactionPolicy): void {
    const chosen = dir ?? join(this.recordingsDir, new Date().toISOString().replace(/[:.]/g, '-'));
    this.recorder = new Recorder(chosen, { secrets: policy.secrets, personalData: policy.personalData });
  }

  stopRecording(): void {
    this.#lastRecording = this.recorder?.dir ?? this.#lastRecording;
    this.recorder = null;
  }

  #lastRecording: string | undefined;

  /** Reads the whole recording first: an unreadable one throws RecordingUnreadable and changes nothing. */
  startReplay(dir: string | undefined, match: ReplayMatchKey[] = defaultReplayMatch): void {
    const chosen = dir ?? this.recorder?.dir ?? this.#lastRecording;
    if (!chosen) throw new Error('no recording to replay: name its folder');
    this.replay = new Replay(chosen, readRecording(chosen), match);
  }

  stopReplay(): void {
    this.replay = null;
  }

  state(): GatewayState {
    return {
      upstream: { ...this.upstream },
      local: [...this.#local.globs],
      timeoutMs: this.timeoutMs,
      recording: this.recorder && {
        dir: this.recorder.dir,
        exchanges: this.recorder.written,
        secrets: this.recorder.policy.secrets,
        personalData: this.recorder.policy.personalData,
      },
      replay: this.replay && {
        dir: this.replay.dir,
        exchanges: this.replay.exchanges.length,
        match: this.replay.match,
      },
    };
  }
}

/** What the server prints at start about the gateway's modes. */
export function describeGateway(gateway: Gateway): string[] {
  const { upstream, local, recording, replay } = gateway.state();
  return [
    ...(upstream.main ? [`main API forwards to ${upstream.main}`] : []),
    ...(upstream.pay ? [`payment API forwards to ${upstream.pay}`] : []),
    ...(local.length > 0 ? [`kept local: ${local.join(', ')}`] : []),
    ...(recording
      ? [`recording into ${recording.dir}${recording.secrets ? ' (secrets kept)' : ' (secrets redacted)'}`]
      : []),
    ...(replay
      ? [`replaying ${replay.dir} (${replay.exchanges} exchanges, matched on ${replay.match.join(', ')})`]
      : []),
  ];
}
