/** Names of this machine as a URL's hostname gives them (IPv6 keeps its brackets). */
const loopbackHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHostname(hostname: string): boolean {
  return loopbackHostnames.has(hostname.toLowerCase());
}

/** The hostname of an origin or URL, or null when it is not one (`null`, garbage). */
export function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}
