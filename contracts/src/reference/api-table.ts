import { catalogue } from '../catalogue.ts';

const authLabel = { none: 'public', user: 'token', bank: 'token + bank-token' } as const;

/** One Markdown row per catalogue endpoint: method and path, host, auth, what it does (docs/api.md's reference). */
export function renderApiTable(): string {
  const rows = catalogue().map(
    ({ area, endpoint }) =>
      `| \`${endpoint.method} ${endpoint.path}\` | ${area} | ${endpoint.host} | ${authLabel[endpoint.auth]} | ${endpoint.summary.replaceAll('|', '\\|')} |`,
  );
  return ['| call | area | host | auth | what it does |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
