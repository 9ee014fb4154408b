import { createSessionClient } from '../session/session-client.ts';
import { apiBaseUrls } from './config.ts';

/** The SPA's one HTTP client, with the session and banking rules of SPEC §4 and §8. */
export const apiClient = createSessionClient({ baseUrls: apiBaseUrls });
