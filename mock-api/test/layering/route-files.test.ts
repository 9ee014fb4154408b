import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './reachable-files.ts';

const routesDir = join(repoRoot, 'mock-api', 'src', 'routes');

/**
 * What a route file may not do: reach the database itself. Routes parse, call their domain module
 * (`mock-api/src/domain/<area>.ts`) and answer, so every rule and transaction lives where the next area copies it.
 */
function databaseUses(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/from\s+'([^']+)'/g)) {
    if (specifier === 'drizzle-orm' || specifier?.startsWith('drizzle-orm/') || specifier?.startsWith('@daftar/db')) {
      found.push(`imports ${specifier}`);
    }
  }
  for (const call of [
    '.prepare(',
    '.select(',
    '.selectDistinct(',
    '.insert(',
    '.update(',
    '.delete(',
    '.transaction(',
    '.run(',
  ]) {
    if (source.includes(call)) found.push(`calls ${call}`);
  }
  if (/\bsql`/.test(source)) found.push('writes sql``');
  return found;
}

describe('route files hold no SQL', () => {
  it('spots a handler that queries inline (the check can fail)', () => {
    const planted = [
      "import { eq } from 'drizzle-orm';",
      "import { users } from '@daftar/db/schema/users';",
      "mountEndpoint(app, e, (c) => c.get('db').select().from(users).where(eq(users.id, 1)).get());",
    ].join('\n');
    expect(databaseUses(planted)).toEqual(['imports drizzle-orm', 'imports @daftar/db/schema/users', 'calls .select(']);
  });

  it('every route file only parses, calls its domain module and answers', () => {
    const files = readdirSync(routesDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((name) =>
      databaseUses(readFileSync(join(routesDir, name), 'utf8')).map((use) => `routes/${name} ${use}`),
    );
    expect(offenders, 'move the query into mock-api/src/domain/<area>.ts').toEqual([]);
  });
});
