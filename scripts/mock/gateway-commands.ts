import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import {
  type GatewayState,
  type gatewayChangeSchema,
  mockGatewayEndpoints,
} from '@daftar/contracts/endpoints/mock-gateway';
import type { z } from 'zod';
import { readRecording } from '../../mock-api/src/upstream/recording-files.ts';
import { rulesFromRecording } from '../../mock-api/src/upstream/recording-scenario.ts';
import { control } from './control-client.ts';
import { printTable } from './print.ts';

export const gatewayUsage = `  pnpm mock gateway                        upstreams, local paths, recording and replay in force
  pnpm mock upstream <URL|off> [--pay URL|off]  forward to a real API (https, or http on loopback)
  pnpm mock local <GLOB…>|none             paths the local mock keeps answering
  pnpm mock record on [DIR] [--secrets] [--personal-data] | off   record every exchange
  pnpm mock replay <DIR> [--match method,path,query,body] | off   answer from a recording, no network
  pnpm mock drift [clear]                  answers (and requests) the catalogue's schemas refuse
  pnpm mock scenario from-recording DIR [--name N] [--all]   a recording's failures as fault rules`;

/** A command's words after its name: its positionals and the options it takes. */
function commandArgs<const Options extends ParseArgsOptionsConfig>(args: string[], options: Options) {
  return parseArgs({ args, allowPositionals: true, options });
}

function printGateway(state: GatewayState): void {
  const { upstream, local, recording, replay } = state;
  console.log(`main upstream   ${upstream.main ?? 'none (local mock)'}`);
  console.log(`pay upstream    ${upstream.pay ?? 'none (local mock)'}`);
  console.log(`kept local      ${local.join(', ') || 'none'}`);
  console.log(
    `recording       ${recording ? `${recording.dir} (${recording.exchanges} written${recording.secrets ? ', secrets kept' : ''})` : 'off'}`,
  );
  console.log(
    `replay          ${replay ? `${replay.dir} (${replay.exchanges}, on ${replay.match.join(',')})` : 'off'}`,
  );
}

const update = async (body: z.input<typeof gatewayChangeSchema>) =>
  printGateway((await control(mockGatewayEndpoints.updateGateway, { body })).itemInfo);

async function drift(args: string[]): Promise<void> {
  if (args[0] === 'clear') {
    await control(mockGatewayEndpoints.clearDrift);
    return console.log('drift forgotten');
  }
  const { data } = await control(mockGatewayEndpoints.readDrift);
  printTable(
    ['side', 'endpoint', 'method', 'path', 'calls', 'mismatches', 'first example'],
    data.map((entry) => [
      entry.side,
      entry.endpoint,
      entry.method,
      entry.path,
      entry.calls,
      entry.mismatches,
      entry.first
        ? `${entry.first.field} is ${entry.first.type}${entry.first.expected ? ` (expected ${entry.first.expected})` : ''}`
        : '-',
    ]),
  );
}

async function fromRecording(args: string[]): Promise<void> {
  const { values, positionals } = commandArgs(args, { name: { type: 'string' }, all: { type: 'boolean' } });
  const dir = positionals[0];
  if (!dir) throw new Error('usage: pnpm mock scenario from-recording DIR [--name NAME] [--all]');
  const name = values.name ?? `recording ${dir.split('/').filter(Boolean).at(-1)}`;
  const rules = rulesFromRecording(readRecording(dir), { name, all: values.all ?? false });
  for (const rule of rules) await control(mockControlEndpoints.createRule, { body: rule });
  console.log(
    `${rules.length} rules named "${name}" in force (pnpm mock faults lists them, pnpm mock faults clear ends them)`,
  );
}

/** The gateway's commands; false when `command` is not one of them. */
export async function gatewayCommand(command: string | undefined, rest: string[]): Promise<boolean> {
  switch (command) {
    case 'gateway':
      printGateway((await control(mockGatewayEndpoints.readGateway)).itemInfo);
      return true;
    case 'upstream': {
      const { values, positionals } = commandArgs(rest, { pay: { type: 'string' } });
      const url = (text: string | undefined) => (text === undefined ? undefined : text === 'off' ? null : text);
      const main = url(positionals[0]);
      const pay = url(values.pay);
      await update({ upstream: { ...(main === undefined ? {} : { main }), ...(pay === undefined ? {} : { pay }) } });
      return true;
    }
    case 'local':
      await update({ local: rest[0] === 'none' ? [] : rest });
      return true;
    case 'record': {
      const { values, positionals } = commandArgs(rest, {
        secrets: { type: 'boolean' },
        'personal-data': { type: 'boolean' },
      });
      const [state, dir] = positionals;
      if (state !== 'on' && state !== 'off') throw new Error('usage: pnpm mock record on [DIR] [--secrets] | off');
      await update({
        recording: {
          on: state === 'on',
          ...(dir ? { dir } : {}),
          secrets: values.secrets ?? false,
          personalData: values['personal-data'] ?? false,
        },
      });
      return true;
    }
    case 'replay': {
      const { values, positionals } = commandArgs(rest, { match: { type: 'string' } });
      const [dir] = positionals;
      if (!dir) throw new Error('usage: pnpm mock replay DIR [--match method,path,query,body] | off');
      const match = values.match?.split(',') as ('method' | 'path' | 'query' | 'body')[] | undefined;
      await update({ replay: dir === 'off' ? { on: false } : { on: true, dir, ...(match ? { match } : {}) } });
      return true;
    }
    case 'drift':
      await drift(rest);
      return true;
    case 'scenario':
      if (rest[0] !== 'from-recording') return false;
      await fromRecording(rest.slice(1));
      return true;
    default:
      return false;
  }
}
