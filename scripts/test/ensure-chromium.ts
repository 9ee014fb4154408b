import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * e2e tests need Debian's Chromium. As root with apt, install it; otherwise stop with the command to run.
 * Never skips e2e silently.
 */
export function ensureChromium(): void {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      `Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('[test] installing Debian chromium for the end-to-end tests (once)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
  if (!existsSync(chromium)) throw new Error(`apt-get installed chromium but ${chromium} is still missing`);
}
