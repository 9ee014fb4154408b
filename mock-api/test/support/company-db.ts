import { createTempDb, type TempDb } from '@daftar/db/testing/temp-db';
import { insertCompany } from './factories.ts';
import { madePerTest } from './made-in-hooks.ts';

/** A database of its own with one company in it: where a test of the domain or of the schema's triggers starts. */
export interface CompanyDb extends TempDb {
  companyId: number;
}

/**
 * A fresh `CompanyDb` before each test of the file that calls this at its top, disposed of after the test; `arrange`
 * writes the rows every test of the file reads. Read its fields inside a test: `temp.db`, `temp.companyId`.
 */
export function companyDbPerTest(arrange?: (made: CompanyDb) => void): CompanyDb {
  const open = (): CompanyDb => {
    const temp = createTempDb();
    return { ...temp, companyId: insertCompany(temp.db).id };
  };
  return madePerTest(open, (made) => made.dispose(), arrange);
}
