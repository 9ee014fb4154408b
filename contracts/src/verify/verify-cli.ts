import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier } from '@pact-foundation/pact';
import { participants, pactsDir } from '../pacts-dir.ts';
import { authRequestFilter } from './request-filter.ts';

const usage = `Verifies a running provider (the mock API or the real one) against the committed pacts.

  pnpm contracts:verify --provider-base-url URL [--pay-base-url URL] [--states-url URL]

  --provider-base-url   the main API (pacts of ${participants.mainProvider})
  --pay-base-url        the payment API host (pacts of ${participants.payProvider}); skipped when absent
  --states-url          a provider-state set-up endpoint, if the provider has one (Pact's providerStatesSetupUrl)

  Environment: DAFTAR_ACCESS_TOKEN (replaces the Authorization header of interactions that send one),
  DAFTAR_BANK_TOKEN (replaces the bank-token header). Without provider states, interactions that need
  particular data pass only if the provider already holds such data.`;

async function verifyOne(provider: string, baseUrl: string, statesUrl: string | undefined): Promise<boolean> {
  const pactFile = join(pactsDir, `${participants.consumer}-${provider}.json`);
  if (!existsSync(pactFile)) {
    console.log(`no pact for ${provider} (${pactFile}); skipped`);
    return true;
  }
  console.log(`\nverifying ${provider} at ${baseUrl}`);
  try {
    await new Verifier({
      provider,
      providerBaseUrl: baseUrl,
      pactUrls: [pactFile],
      logLevel: 'warn',
      requestFilter: authRequestFilter(process.env.DAFTAR_ACCESS_TOKEN, process.env.DAFTAR_BANK_TOKEN),
      ...(statesUrl ? { providerStatesSetupUrl: statesUrl } : {}),
    }).verifyProvider();
    console.log(`${provider}: every interaction verified`);
    return true;
  } catch (error) {
    console.error(
      `${provider}: verification FAILED — see the mismatches above (${error instanceof Error ? error.message : String(error)})`,
    );
    return false;
  }
}

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'pay-base-url': { type: 'string' },
    'states-url': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help || !values['provider-base-url']) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
process.env.PACT_DO_NOT_TRACK ??= 'true';
const results = [await verifyOne(participants.mainProvider, values['provider-base-url'], values['states-url'])];
if (values['pay-base-url'])
  results.push(await verifyOne(participants.payProvider, values['pay-base-url'], values['states-url']));
process.exit(results.every(Boolean) ? 0 : 1);
