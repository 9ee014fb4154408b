/** 'v2.0.107' → [2, 0, 107]; a leading v is optional and a part that is not a number counts as 0. */
export function versionParts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, '')
    .split('.')
    .map((part) => {
      const value = Number.parseInt(part, 10);
      return Number.isNaN(value) ? 0 : value;
    });
}

/**
 * SPEC §4: a version is newer when, compared part by part, every part is at least equal and some part is greater.
 * Missing parts count as 0, so v2.1 equals v2.1.0. Note the rule is not lexicographic: v3.0.0 is not "newer" than
 * v2.5.0 (its minor part is smaller) — the spec's rule is kept as written.
 */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = versionParts(candidate);
  const b = versionParts(current);
  const length = Math.max(a.length, b.length);
  let greater = false;
  for (let i = 0; i < length; i += 1) {
    const left = a[i] ?? 0;
    const right = b[i] ?? 0;
    if (left < right) return false;
    if (left > right) greater = true;
  }
  return greater;
}
