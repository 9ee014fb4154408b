import { apiBaseUrls } from './config.ts';
import { createHttpClient } from './http-client.ts';

/** The SPA's one HTTP client. */
export const apiClient = createHttpClient({ baseUrls: apiBaseUrls });
