import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type FaultRule, mockControlEndpoints } from '@daftar/contracts/endpoints/mock-control';
import { backupCommand, backupUsage } from './backup-commands.ts';
import { control } from './control-client.ts';
import { faultAddUsage, ruleFromArgs } from './fault-args.ts';
import { gatewayCommand, gatewayUsage } from './gateway-commands.ts';
import { legalBooksCommand, legalBooksUsage } from './legal-books.ts';
import { printTable } from './print.ts';

const importScript = fileURLToPath(new URL('../../mock-api/src/cli/import-file.ts', import.meta.url));

const usage = `QA fault lab — drives the mock API's control API (MOCK_API_URL, default http://127.0.0.1:8787)

  pnpm mock scenarios                      list named scenarios
  pnpm mock scenario <name>                start one (e.g. access-token-expired, banking-422)
  pnpm mock scenario <name> --reset        undo one
  pnpm mock fault add --path GLOB …        add a fault rule (pnpm mock fault add --help)
  pnpm mock fault rm <id>                  remove one rule
  pnpm mock faults                         rules in force
  pnpm mock faults clear                   remove every rule
  pnpm mock journal [--since ID] [--follow] what both hosts answered
  pnpm mock journal clear
  pnpm mock ttl <seconds|default>          lifetime of new access tokens
  pnpm mock version web <vX.Y.Z>           announce a web version
  pnpm mock version translations [N]       raise translationVersion (by one, or to N)
  pnpm mock flag <name> on|off             toggle a feature flag
  pnpm mock minimum on|off                 documented calls answer only their documented fields
  pnpm mock clock <ISO>|reset              move the server's clock (recurring invoices run by it), or back to real time
  pnpm mock reset                          database back to the seed; rules, journal, settings, clock cleared
${legalBooksUsage}
  pnpm mock import KIND FILE --company ID  import a spreadsheet of customers, items or tafsili (pnpm mock import --help)

The real API behind the mock (npm start -- --upstream URL, see docs/qa.md):
${gatewayUsage}

${backupUsage}`;

function describeRule(rule: FaultRule): string {
  const r = rule.respond;
  const answer = r.kind === 'status' ? `${r.status}${r.body ? ` ${JSON.stringify(r.body)}` : ''}` : r.kind;
  const latency =
    rule.latencyMs === undefined
      ? ''
      : ` +${typeof rule.latencyMs === 'number' ? rule.latencyMs : `${rule.latencyMs.min}-${rule.latencyMs.max}`}ms`;
  return `${answer}${latency}`;
}

function printRules(rules: FaultRule[]): void {
  printTable(
    ['id', 'scenario/name', 'host', 'method', 'path', 'answer', 'left', 'until', 'hits'],
    rules.map((rule) => [
      rule.id,
      rule.scenario ?? rule.name ?? '-',
      rule.match.host,
      rule.match.method,
      rule.match.path,
      describeRule(rule),
      rule.remaining ?? '∞',
      rule.expiresAt ? rule.expiresAt.slice(11, 19) : '-',
      rule.hits,
    ]),
  );
}

async function journal(args: string[]): Promise<void> {
  if (args[0] === 'clear') {
    await control(mockControlEndpoints.clearJournal);
    return console.log('journal cleared');
  }
  let since = Number(args[args.indexOf('--since') + 1] || 0);
  const follow = args.includes('--follow');
  do {
    const { data } = await control(mockControlEndpoints.readJournal, {
      query: { since: String(since), limit: '1000' },
    });
    if (data.length > 0 || !follow) {
      printTable(
        ['id', 'time', 'host', 'method', 'path', 'status', 'latency', 'answered by', 'rule'],
        data.map((e) => [
          e.id,
          e.time.slice(11, 23),
          e.host,
          e.method,
          e.path,
          e.status || 'none',
          `${e.latencyMs}ms`,
          e.upstreamMs === null ? e.source : `${e.source} ${e.upstreamMs}ms`,
          e.ruleName ?? e.ruleId ?? '-',
        ]),
      );
    }
    since = data.at(-1)?.id ?? since;
    if (follow) await new Promise((resolve) => setTimeout(resolve, 1000));
  } while (follow);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (await gatewayCommand(command, rest)) return;
  if (backupCommand(command, rest)) return;
  switch (command) {
    case 'scenarios': {
      const { data } = await control(mockControlEndpoints.listScenarios);
      return printTable(
        ['scenario', 'active', 'what it does'],
        data.map((s) => [s.name, s.active ? 'yes' : '', s.description]),
      );
    }
    case 'scenario': {
      const name = rest[0];
      if (!name) throw new Error('name a scenario: pnpm mock scenarios lists them');
      if (rest.includes('--reset')) {
        await control(mockControlEndpoints.resetScenario, { params: { name } });
        return console.log(`scenario ${name} reset`);
      }
      const { itemInfo } = await control(mockControlEndpoints.runScenario, { params: { name } });
      console.log(`scenario ${itemInfo.name} started`);
      return itemInfo.rules.length > 0 ? printRules(itemInfo.rules) : undefined;
    }
    case 'fault': {
      if (rest[0] === 'rm' && rest[1]) {
        await control(mockControlEndpoints.removeRule, { params: { id: rest[1] } });
        return console.log(`rule ${rest[1]} removed`);
      }
      if (rest[0] !== 'add' || rest.includes('--help')) return console.log(faultAddUsage);
      const { itemInfo } = await control(mockControlEndpoints.createRule, { body: ruleFromArgs(rest.slice(1)) });
      return printRules([itemInfo]);
    }
    case 'faults': {
      if (rest[0] === 'clear') {
        await control(mockControlEndpoints.clearRules);
        return console.log('all rules removed');
      }
      return printRules((await control(mockControlEndpoints.listRules)).data);
    }
    case 'journal':
      return journal(rest);
    case 'ttl': {
      const seconds = rest[0] === 'default' ? null : Number(rest[0]);
      const { itemInfo } = await control(mockControlEndpoints.updateSettings, {
        body: { accessTokenTtlSeconds: seconds },
      });
      return console.log(`new access tokens live ${itemInfo.accessTokenTtlSeconds ?? 'the default'} s`);
    }
    case 'version': {
      const body =
        rest[0] === 'web'
          ? { webAppVersion: rest[1] }
          : { translationVersion: rest[1] ? Number(rest[1]) : ('increment' as const) };
      const { itemInfo } = await control(mockControlEndpoints.bumpVersions, { body });
      return console.log(`webAppVersion ${itemInfo.webAppVersion}, translationVersion ${itemInfo.translationVersion}`);
    }
    case 'flag': {
      const [name, state] = rest;
      if (!name || (state !== 'on' && state !== 'off')) throw new Error('usage: pnpm mock flag <name> on|off');
      await control(mockControlEndpoints.setFlag, { params: { name }, body: { enabled: state === 'on' } });
      return console.log(`flag ${name} ${state}`);
    }
    case 'minimum': {
      const [state] = rest;
      if (state !== 'on' && state !== 'off') throw new Error('usage: pnpm mock minimum on|off');
      const { itemInfo } = await control(mockControlEndpoints.updateSettings, {
        body: { documentedMinimum: state === 'on' },
      });
      return console.log(
        itemInfo.documentedMinimum
          ? 'documented calls answer the documented minimum (app-version, profile, terminals)'
          : 'documented calls answer in full',
      );
    }
    case 'clock': {
      const [when] = rest;
      if (!when) throw new Error('usage: pnpm mock clock <ISO date-time>|reset');
      const now = when === 'reset' ? null : new Date(when).toISOString();
      const { itemInfo } = await control(mockControlEndpoints.setClock, { body: { now } });
      return console.log(`server clock ${itemInfo.now}${itemInfo.moved ? ' (moved)' : ' (real time)'}`);
    }
    case 'legal-books':
      return legalBooksCommand(rest);
    case 'import': {
      // The import works on the database itself (mock-api's domain), in a process of its own.
      const run = spawnSync(process.execPath, [importScript, ...rest], { stdio: 'inherit' });
      process.exitCode = run.status ?? 1;
      return;
    }
    case 'reset':
      await control(mockControlEndpoints.reset);
      return console.log('database reseeded; rules, scenarios, settings and journal cleared');
    default:
      console.log(usage);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`\x1b[31m${error instanceof Error ? error.message : String(error)}\x1b[0m`);
  process.exitCode = 1;
});
