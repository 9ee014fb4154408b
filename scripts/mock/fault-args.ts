import { parseArgs } from 'node:util';
import type { FaultRuleInput } from '@daftar/contracts/endpoints/mock-control';

export const faultAddUsage = `pnpm mock fault add --path GLOB [options]
  --host main|pay|any        which host (default any)
  --method GET|POST|…|ANY    which method (default ANY)
  --path GLOB                path glob: * one segment, ** any depth (e.g. '/neobank/**')
  --except GLOB              leave this path alone (repeatable)
  --header NAME[:TEXT]       only requests with this header (containing TEXT)
  --status N                 answer with this status …
  --message CODE             … and body {"success":false,"message":CODE}
  --body JSON                … or exactly this JSON body
  --hang | --reset-connection | --empty | --pass   other answers (--pass: the real one, e.g. with --latency)
  --unreachable              the server unreachable: the connection closes without an answer (= --reset-connection)
  --answer-lost              the request is carried out (a write is committed), then its answer is lost
  --latency MS | MIN-MAX     delay before answering
  --probability P            0–1, chance a matching request is faulted (default 1)
  --times N                  apply N times, then retire (default: until cleared)
  --for SECONDS              apply for this long, then retire (e.g. 30, 30s, 2m)
  --name TEXT                a label shown in the journal`;

function respondFrom(values: Record<string, string | boolean | string[] | undefined>): FaultRuleInput['respond'] {
  if (values.hang) return { kind: 'hang' };
  if (values['reset-connection'] || values.unreachable) return { kind: 'reset' };
  if (values['answer-lost']) return { kind: 'answer-lost' };
  if (values.pass) return { kind: 'pass' };
  const status = values.status === undefined ? undefined : Number(values.status);
  if (values.empty) return { kind: 'empty', ...(status === undefined ? {} : { status }) };
  if (status === undefined)
    throw new Error(
      'say how to answer: --status N, --hang, --reset-connection (--unreachable), --answer-lost, --empty or --pass',
    );
  const body =
    typeof values.body === 'string'
      ? (JSON.parse(values.body) as unknown)
      : typeof values.message === 'string'
        ? { success: false, message: values.message }
        : undefined;
  return { kind: 'status', status, ...(body === undefined ? {} : { body }) };
}

function latencyFrom(text: string | undefined): FaultRuleInput['latencyMs'] {
  if (text === undefined) return undefined;
  const [min, max] = text.split('-').map(Number);
  return max === undefined ? min : { min: min ?? 0, max };
}

/** `--for 30`, `30s` or `2m` in seconds. */
export function secondsFrom(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d+)\s*(s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`--for takes seconds, e.g. 30, 30s, 2m or 1h (not '${text}')`);
  const unit = { s: 1, m: 60, h: 3600 }[match[2] as 's' | 'm' | 'h'] ?? 1;
  return Number(match[1]) * unit;
}

/** Turns `fault add` flags into a rule; the server validates it and explains what is wrong. */
export function ruleFromArgs(args: string[]): FaultRuleInput {
  const { values } = parseArgs({
    args,
    options: {
      host: { type: 'string' },
      method: { type: 'string' },
      path: { type: 'string' },
      except: { type: 'string', multiple: true },
      header: { type: 'string' },
      status: { type: 'string' },
      message: { type: 'string' },
      body: { type: 'string' },
      hang: { type: 'boolean' },
      'reset-connection': { type: 'boolean' },
      empty: { type: 'boolean' },
      pass: { type: 'boolean' },
      unreachable: { type: 'boolean' },
      'answer-lost': { type: 'boolean' },
      for: { type: 'string' },
      latency: { type: 'string' },
      probability: { type: 'string' },
      times: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (!values.path) throw new Error(`--path is required\n\n${faultAddUsage}`);
  const [headerName, headerText] = values.header?.split(':') ?? [];
  const latencyMs = latencyFrom(values.latency);
  const forSeconds = secondsFrom(values.for);
  return {
    ...(values.name ? { name: values.name } : {}),
    match: {
      host: (values.host ?? 'any') as 'main' | 'pay' | 'any',
      method: (values.method?.toUpperCase() ?? 'ANY') as 'ANY',
      path: values.path,
      ...(values.except ? { exceptPaths: values.except } : {}),
      ...(headerName ? { header: { name: headerName, ...(headerText ? { includes: headerText } : {}) } } : {}),
    },
    respond: respondFrom(values),
    ...(latencyMs === undefined ? {} : { latencyMs }),
    ...(values.probability ? { probability: Number(values.probability) } : {}),
    ...(values.times ? { times: Number(values.times) } : {}),
    ...(forSeconds === undefined ? {} : { forSeconds }),
  };
}
