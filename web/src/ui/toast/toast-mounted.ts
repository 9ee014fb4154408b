let markMounted: () => void = () => undefined;

/**
 * Resolves once the toast container is on the page. Its own module, so the container (loaded lazily by
 * toast-loader.ts) and the loader both import it without importing each other.
 */
export const containerMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the container once it is on the page. */
export function toastContainerMounted(): void {
  markMounted();
}
