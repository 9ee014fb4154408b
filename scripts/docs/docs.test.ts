import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unknownCommands } from './doc-commands.ts';
import { docFiles, readDoc, repoRoot } from './doc-files.ts';
import { variablesDocumented, variablesRead } from './env-reads.ts';
import { generatedSections, withSection } from './generated-sections.ts';
import { brokenBecause, relativeLinks } from './markdown-links.ts';

const environmentPage = 'docs/developers/environment.md';

describe('the docs', () => {
  it('keep the README short: at most 200 lines', () => {
    expect(readDoc('README.md').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('link only to files and headings that exist', () => {
    const broken = docFiles().flatMap((file) =>
      relativeLinks(file, readDoc(file)).flatMap((link) => {
        const why = brokenBecause(link);
        return why === undefined ? [] : [`${link.file}:${link.line} (${link.target}): ${why}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('point at nothing outside the repository', () => {
    const outside = docFiles().filter((file) => /\.\.\/shared|SPEC\.md|DESIGN\.md|REFERENCE\.md/.test(readDoc(file)));
    expect(outside).toEqual([]);
  });

  it('name only npm and pnpm commands that exist', () => {
    const unknown = docFiles().flatMap((file) =>
      unknownCommands(readDoc(file)).map((command) => `${file}: ${command}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(generatedSections)('hold $file’s $name as the code renders it (pnpm docs:generate)', (section) => {
    const page = readDoc(section.file);
    expect(withSection(page, section)).toBe(page);
  });

  it('document every environment variable the code reads, and only those', () => {
    const read = variablesRead();
    const documented = variablesDocumented(readDoc(environmentPage));
    expect({
      undocumented: [...read].filter((name) => !documented.has(name)).sort(),
      neverRead: [...documented].filter((name) => !read.has(name)).sort(),
    }).toEqual({ undocumented: [], neverRead: [] });
  });
});

describe('the command-line tools', () => {
  const tools = [
    ['npm start', 'scripts/dev/start.ts'],
    ['pnpm mock', 'scripts/mock/cli.ts'],
    ['pnpm bench', 'scripts/bench/run.ts'],
    ['pnpm lighthouse', 'scripts/lighthouse/run.ts'],
    ['pnpm translations', 'scripts/translations/write-screen-texts.ts'],
    ['pnpm contracts:verify', 'contracts/src/verify/verify-cli.ts'],
    ['pnpm test:load', 'scripts/load/under-load.ts'],
    ['pnpm docs:generate', 'scripts/docs/generate.ts'],
  ] as const;

  it.each(tools)(
    '%s answers --help with its usage and does nothing else',
    (command, file) => {
      // A start-up of a whole tool: a busy two-core machine took more than 30 s for one.
      const run = spawnSync(process.execPath, [join(repoRoot, file), '--help'], { encoding: 'utf8', timeout: 240_000 });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain(command.split(' ').at(-1));
      expect(run.stdout.split('\n').length).toBeGreaterThan(2);
    },
    300_000,
  );
});
