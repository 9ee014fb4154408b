import { areaOfSegment } from '../endpoints/company-area-segments.ts';
import type { CompanyArea } from '../endpoints/employees-roles.ts';

const companyPath = /^\/api\/v1\/companies\/:companyId(?:\/([^/]*))?/;

/** The role area a catalogue path of a company belongs to (its roles and API-key scopes); undefined elsewhere. */
export function companyAreaOfPath(path: string): CompanyArea | undefined {
  const match = companyPath.exec(path);
  return match ? areaOfSegment(match[1] ?? '') : undefined;
}
