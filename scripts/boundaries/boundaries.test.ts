import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations } from './boundary-rules.ts';
import { type ImportEdge, importSpecifiers, readImportGraph } from './import-graph.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('the import graph keeps the boundaries of DESIGN.md', () => {
  it('has no import that crosses a boundary', () => {
    const edges = readImportGraph(repoRoot);
    expect(edges.length, 'the graph reader found no imports at all').toBeGreaterThan(500);
    const messages = findViolations(edges).map(({ rule, message }) => `[${rule}] ${message}`);
    expect(messages, `\n${messages.join('\n')}\n`).toEqual([]);
  });
});

describe('the boundary check', () => {
  it('fails on a planted violation of each rule, naming the import and the reason', () => {
    const planted = [
      edge('web/src/features/invoices/invoice-form.tsx', 'web/src/features/stakeholders/api.ts'),
      edge('web/src/ui/list/list-results.tsx', 'web/src/features/items/item-columns.tsx'),
      edge('web/src/lib/query/area-cache.ts', 'web/src/features/items/api.ts'),
      edge('web/src/app/a.ts', 'web/src/app/b.ts'),
      edge('web/src/app/b.ts', 'web/src/app/c.ts'),
      edge('web/src/app/c.ts', 'web/src/app/a.ts'),
      edge('web/src/app/routes.tsx', 'mock-api'),
      edge('contracts/src/endpoints/items.ts', 'db'),
      edge('db/src/seed/seed.ts', 'contracts'),
      edge('mock-api/src/seed/catalogues.ts', 'web/src/features/items/translations.ts'),
      edge('web/src/lib/api/http-client.ts', 'web/src/lib/api/xsrf.ts'),
      edge('web/src/lib/api/xsrf.ts', 'web/src/lib/api/http-client.ts', true),
      edge('db/src/seed/self.ts', 'db/src/seed/self.ts'),
      edge('mock-api/src/domain/planted.ts', 'mock-api/src/auth/planted.ts'),
      edge('mock-api/src/auth/planted.ts', 'mock-api/src/http/app-env.ts', true),
      edge('mock-api/src/routes/planted.ts', 'mock-api/src/auth/side-door.ts'),
      edge('mock-api/src/auth/side-door.ts', 'npm:drizzle-orm'),
    ];
    const found = findViolations(planted);
    expect(found.map(({ rule }) => rule).sort()).toEqual([
      'domain free of HTTP',
      'features are independent',
      'no import cycles',
      'no import cycles',
      'no import cycles',
      'package arrows',
      'package arrows',
      'package arrows',
      'package arrows',
      'routes reach the database through the domain',
      'ui and lib below features',
      'ui and lib below features',
    ]);
    const messages = found.map(({ message }) => message).join('\n');
    expect(messages).toContain('web/src/features/invoices/invoice-form.tsx → web/src/features/stakeholders/api.ts');
    expect(messages).toContain('feature "invoices" imports feature "stakeholders"');
    expect(messages).toContain('web/src/app/a.ts ↔ web/src/app/b.ts ↔ web/src/app/c.ts');
    expect(messages).toContain('contracts is a leaf');
    expect(messages).toContain('web must not import mock-api');
    expect(messages).toContain('web/src/lib/api/http-client.ts ↔ web/src/lib/api/xsrf.ts');
    expect(messages).toContain(
      'mock-api/src/domain/planted.ts → mock-api/src/auth/planted.ts → mock-api/src/http/app-env.ts',
    );
    expect(messages).toContain('mock-api/src/routes/planted.ts → mock-api/src/auth/side-door.ts → npm:drizzle-orm');
  });

  it('allows what the design allows: app composing features, the arrows, routes reaching db through the domain or by a type, scripts using anything', () => {
    const allowed = [
      edge('web/src/app/routing/routes.tsx', 'web/src/features/items/route-tree.ts'),
      edge('web/src/features/items/api.ts', 'web/src/lib/query/area-keys.ts'),
      edge('web/src/features/items/items-client.ts', 'contracts'),
      edge('mock-api/src/app.ts', 'db'),
      edge('mock-api/src/app.ts', 'contracts'),
      edge('mock-api/src/routes/banking.ts', 'mock-api/src/domain/banking/bank-tokens.ts'),
      edge('mock-api/src/domain/banking/bank-tokens.ts', 'npm:drizzle-orm'),
      edge('mock-api/src/domain/banking/bank-tokens.ts', 'db'),
      edge('mock-api/src/routes/banking.ts', 'mock-api/src/http/app-env.ts', true),
      edge('mock-api/src/http/app-env.ts', 'db', true),
      edge('mock-api/src/http/mount.ts', 'mock-api/src/domain/tagged-json.ts'),
      edge('scripts/bench/run.ts', 'mock-api'),
    ];
    expect(findViolations(allowed)).toEqual([]);
  });

  it('reads static, re-exported, side-effect and dynamic imports, and tells type-only ones apart', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {',
      '  c,',
      '  type D,',
      "} from '@daftar/contracts/endpoints/items';",
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "import './g.css';",
      "const lazy = () => import('./h.tsx');",
      " * import { notCode } from './comment.ts';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      { specifier: './a.ts', typeOnly: false },
      { specifier: './b.ts', typeOnly: true },
      { specifier: '@daftar/contracts/endpoints/items', typeOnly: false },
      { specifier: './e.ts', typeOnly: false },
      { specifier: './f.ts', typeOnly: true },
      { specifier: './g.css', typeOnly: false },
      { specifier: './h.tsx', typeOnly: false },
    ]);
  });
});
