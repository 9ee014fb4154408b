/** The 20 browser traits whose hash is the deviceId (SPEC §3); each is stable for one browser on one machine. */
export function browserTraits(nav: Navigator = navigator, screenInfo: Screen = screen): string[] {
  const extended = nav as Navigator & { deviceMemory?: number };
  let timeZone = '';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An engine without Intl time zones: the offset below still differs between zones.
  }
  return [
    nav.userAgent,
    nav.language,
    (nav.languages ?? []).join(','),
    nav.platform,
    nav.vendor,
    String(nav.hardwareConcurrency ?? ''),
    String(extended.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    String(nav.cookieEnabled),
    String(nav.pdfViewerEnabled ?? ''),
    String(nav.doNotTrack ?? ''),
    String(screenInfo.width),
    String(screenInfo.height),
    String(screenInfo.availWidth),
    String(screenInfo.availHeight),
    String(screenInfo.colorDepth),
    String(screenInfo.pixelDepth),
    String(new Date(2024, 0, 1).getTimezoneOffset()),
    timeZone,
    typeof indexedDB === 'undefined' ? 'no-idb' : 'idb',
  ];
}

/** cyrb53: a fast, well-spread 53-bit string hash (not cryptographic; the id only needs to be stable). */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Two seeds give 106 bits, so two browsers colliding is not a practical concern. */
export function hashTraits(traits: string[]): string {
  const text = traits.join('\u241f');
  return `${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}
