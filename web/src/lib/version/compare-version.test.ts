import { describe, expect, it } from 'vitest';
import { builtWebVersion } from './built-version.ts';
import { isNewerVersion, versionParts } from './compare-version.ts';

describe('versionParts', () => {
  it('drops the leading v and reads each part as a number', () => {
    expect(versionParts('v2.0.107')).toEqual([2, 0, 107]);
    expect(versionParts('2.10')).toEqual([2, 10]);
    expect(versionParts(' V1.x.3 ')).toEqual([1, 0, 3]);
  });
});

describe('isNewerVersion (SPEC §4: all parts at least equal, some greater)', () => {
  it('offers the update at v2.0.108 but not at the built v2.0.107', () => {
    expect(builtWebVersion).toBe('v2.0.107');
    expect(isNewerVersion('v2.0.108', builtWebVersion)).toBe(true);
    expect(isNewerVersion('v2.0.107', builtWebVersion)).toBe(false);
  });

  it('is false for an older server version', () => {
    expect(isNewerVersion('v2.0.106', 'v2.0.107')).toBe(false);
    expect(isNewerVersion('v1.9.999', 'v2.0.107')).toBe(false);
  });

  it('compares numerically, not as text', () => {
    expect(isNewerVersion('v2.0.1000', 'v2.0.999')).toBe(true);
    expect(isNewerVersion('v2.10.0', 'v2.9.0')).toBe(true);
  });

  it('treats missing parts as zero', () => {
    expect(isNewerVersion('v2.1', 'v2.0.107')).toBe(false);
    expect(isNewerVersion('v2.1', 'v2.1.0')).toBe(false);
    expect(isNewerVersion('v2.0.107.1', 'v2.0.107')).toBe(true);
  });

  it('needs every part at least equal, as the spec says', () => {
    expect(isNewerVersion('v3.0.0', 'v2.0.107')).toBe(false);
    expect(isNewerVersion('v3.0.107', 'v2.0.107')).toBe(true);
    expect(isNewerVersion('v2.1.107', 'v2.0.107')).toBe(true);
  });
});
