import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDigest, cachedBuild } from '../../web/e2e/harness/build-cache.ts';

const env = { VITE_API_URL: 'http://127.0.0.1:10801' };
const made: string[] = [];

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'daftar-build-cache-'));
  made.push(dir);
  mkdirSync(join(dir, 'web', 'src'), { recursive: true });
  mkdirSync(join(dir, 'web', 'node_modules', 'dep'), { recursive: true });
  writeFileSync(join(dir, 'web', 'src', 'main.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'web', 'node_modules', 'dep', 'index.js'), 'x');
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the e2e stacks' build cache", () => {
  it('changes its digest with a source, a new file or a baked-in address, not with a dependency folder', () => {
    const dir = repo();
    const first = buildDigest(dir, env);
    expect(buildDigest(dir, env)).toBe(first);
    writeFileSync(join(dir, 'web', 'node_modules', 'dep', 'index.js'), 'y');
    expect(buildDigest(dir, env)).toBe(first);
    expect(buildDigest(dir, { VITE_API_URL: 'http://127.0.0.1:10803' })).not.toBe(first);
    writeFileSync(join(dir, 'web', 'src', 'main.ts'), 'export const a = 2;\n');
    const edited = buildDigest(dir, env);
    expect(edited).not.toBe(first);
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html>');
    expect(buildDigest(dir, env)).not.toBe(edited);
  });

  it('builds once per digest, reuses the build after, and keeps only the newest', async () => {
    const cache = join(repo(), 'cache');
    const builds: string[] = [];
    const build = async (outDir: string) => {
      builds.push(outDir);
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), 'built');
    };
    const first = await cachedBuild(cache, 'aaa', build);
    expect(first).toEqual({ dir: join(cache, 'aaa'), built: true });
    expect(await cachedBuild(cache, 'aaa', build)).toEqual({ dir: join(cache, 'aaa'), built: false });
    expect(builds.length).toBe(1);
    expect(await cachedBuild(cache, 'bbb', build)).toEqual({ dir: join(cache, 'bbb'), built: true });
    expect(readdirSync(cache)).toEqual(['bbb']);
  });

  it('leaves no build, whole or half, when building fails', async () => {
    const cache = join(repo(), 'cache');
    const failing = async (outDir: string) => {
      mkdirSync(outDir, { recursive: true });
      throw new Error('vite build failed');
    };
    await expect(cachedBuild(cache, 'aaa', failing)).rejects.toThrow('vite build failed');
    expect(readdirSync(cache)).toEqual([]);
  });
});
