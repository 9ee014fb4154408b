const bodiless = new Set(['GET', 'HEAD']);

/**
 * The control API refuses a write that does not say JSON, even one with no body (a browser must then ask first, and
 * only the allowed origins get through), so every write the lab's clients send says it.
 */
export const jsonWritesFetch: typeof fetch = (input, init = {}) => {
  if (bodiless.has((init.method ?? 'GET').toUpperCase())) return fetch(input, init);
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(input, { ...init, headers });
};
