import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Exchange, exchangeSchema } from './exchange.ts';
import { type RedactionPolicy, redactExchange } from './redact.ts';

/** `0007-main-GET-api_v1_users_profile.json`: the order, the host, the call; sorting the names sorts the calls. */
const exchangeFile = /^(\d+)-.+\.json$/;

function fileName(exchange: Exchange): string {
  const slug = exchange.request.path
    .replace(/^\/+/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 80);
  return `${String(exchange.seq).padStart(4, '0')}-${exchange.host}-${exchange.request.method}-${slug || 'root'}.json`;
}

/** A recording being written: one file per exchange, numbered in the order the requests arrived. */
export class Recorder {
  readonly dir: string;
  readonly policy: RedactionPolicy;
  #nextSeq: number;
  #written = 0;

  /** Continues an existing recording's numbering, so recording twice into one folder appends. */
  constructor(dir: string, policy: RedactionPolicy) {
    this.dir = resolve(dir);
    this.policy = policy;
    mkdirSync(this.dir, { recursive: true });
    const last = Math.max(0, ...readdirSync(this.dir).map((name) => Number(name.match(exchangeFile)?.[1] ?? 0)));
    this.#nextSeq = last + 1;
  }

  /** The number of the next request: taken when it arrives, so the files keep the order of the requests. */
  nextSeq(): number {
    return this.#nextSeq++;
  }

  get written(): number {
    return this.#written;
  }

  async write(exchange: Exchange): Promise<void> {
    const kept = redactExchange(exchange, this.policy);
    const name = fileName(kept);
    // Written aside and renamed: a replay or a reader never finds half a file.
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, `${JSON.stringify(kept, null, 2)}\n`);
    await rename(partial, join(this.dir, name));
    this.#written += 1;
  }
}

export class RecordingUnreadable extends Error {}

/** Every exchange of a recording, in order; a file that is not one says which and why. */
export function readRecording(dir: string): Exchange[] {
  const folder = resolve(dir);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => exchangeFile.test(name));
  } catch (error) {
    throw new RecordingUnreadable(`cannot read the recording ${folder}: ${String(error)}`);
  }
  const exchanges = names.map((name) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    } catch (error) {
      throw new RecordingUnreadable(`${name} is not JSON: ${String(error)}`);
    }
    const checked = exchangeSchema.safeParse(parsed);
    if (!checked.success) {
      const first = checked.error.issues[0];
      throw new RecordingUnreadable(`${name} is not an exchange: ${first?.path.join('.')} ${first?.message}`);
    }
    return checked.data;
  });
  return exchanges.sort((a, b) => a.seq - b.seq);
}
