import { parseArgs } from 'node:util';
import { errorTranslations } from '@daftar/contracts/translations/errors';
import { exportCompanyFile, restoreCompanyFile } from '../../mock-api/src/cli/backup-files.ts';
import { DomainError } from '../../mock-api/src/domain/errors.ts';

export const backupUsage = `A company's backup, on the database file itself (DATABASE_URL, default db/data/daftar.sqlite; the server may run):
  pnpm mock export --company ID --out FILE   everything the company owns, as one JSON file
  pnpm mock restore FILE --owner EMAIL [--employees]
                                           a new company from such a file, EMAIL its owner (an account is made
                                           when new); --employees brings the file's members too; prints its id`;

/** A refusal as a person reads it: the code, its English text, and the fields it names. */
function described(error: unknown): unknown {
  if (!(error instanceof DomainError)) return error;
  const text = errorTranslations[error.code]?.en ?? error.code;
  const fields = (error.errors ?? []).map((each) => `  ${each.path}: ${each.message}`);
  return new Error([`${error.code}: ${text}`, ...fields].join('\n'));
}

function exportCommand(args: string[]): void {
  const { values } = parseArgs({ args, options: { company: { type: 'string' }, out: { type: 'string' } } });
  const companyId = Number(values.company);
  if (!Number.isInteger(companyId) || companyId < 1 || !values.out) {
    throw new Error('usage: pnpm mock export --company ID --out FILE');
  }
  const { rows, version } = exportCompanyFile(companyId, values.out);
  console.log(`company ${companyId} written to ${values.out} (${rows} rows, format version ${version})`);
}

function restoreCommand(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { owner: { type: 'string' }, employees: { type: 'boolean', default: false } },
  });
  const [path] = positionals;
  const email = values.owner?.trim().toLowerCase();
  if (!path || !email) throw new Error('usage: pnpm mock restore FILE --owner EMAIL [--employees]');
  const restored = restoreCompanyFile(path, email, values.employees);
  // The id alone on stdout, so a script can take it: `id=$(pnpm -s mock restore …)`.
  console.error(`restored «${restored.name}»: ${restored.rows} rows, ${restored.employees} employees, owner ${email}`);
  console.log(restored.companyId);
}

/** Runs `export` or `restore`; false for any other command. */
export function backupCommand(command: string | undefined, args: string[]): boolean {
  if (command !== 'export' && command !== 'restore') return false;
  if (args.includes('--help') || args.includes('-h')) {
    console.log(backupUsage);
    return true;
  }
  try {
    if (command === 'export') exportCommand(args);
    else restoreCommand(args);
  } catch (error) {
    throw described(error);
  }
  return true;
}
