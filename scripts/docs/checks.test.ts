import { describe, expect, it } from 'vitest';
import { unknownCommands } from './doc-commands.ts';
import { anchorsOf, brokenBecause, relativeLinks, slug } from './markdown-links.ts';

describe('the docs checks themselves', () => {
  it('slug headings as GitHub does, repeats numbered', () => {
    expect(slug('Recipes: the named scenarios')).toBe('recipes-the-named-scenarios');
    expect(slug("The bank's own limits")).toBe('the-banks-own-limits');
    expect(slug('`pnpm mock` and the «QA» panel')).toBe('pnpm-mock-and-the-qa-panel');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('find relative links outside code only, and say why one is broken', () => {
    const page = 'See [QA](qa.md#no-such-part), [web](https://example.com) and `[code](nowhere.md)`.\n[gone](gone.md)';
    const links = relativeLinks('docs/administrators.md', page);
    expect(links.map((link) => link.target)).toEqual(['qa.md#no-such-part', 'gone.md']);
    expect(links.map(brokenBecause)).toEqual(['no heading #no-such-part in docs/qa.md', 'no file docs/gone.md']);
    expect(brokenBecause({ file: 'docs/administrators.md', line: 1, target: 'qa.md#the-fault-lab' })).toBeUndefined();
  });

  it('refuse commands that are no script of the workspace', () => {
    const page =
      '```sh\nnpm start\npnpm mock reset\npnpm vitest run x\npnpm nope\nnpm run gone\n```\n`pnpm --filter @daftar/db generate`, `pnpm --filter @daftar/db readme`';
    expect(unknownCommands(page).sort()).toEqual(['npm run gone', 'pnpm --filter @daftar/db readme', 'pnpm nope']);
  });
});
