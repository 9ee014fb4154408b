import { apiBaseUrls } from '../lib/api/config.ts';
import { createLabClient } from './lab-client.ts';

/** The panel's one lab client, on the build's API host. */
export const labClient = createLabClient(apiBaseUrls);
