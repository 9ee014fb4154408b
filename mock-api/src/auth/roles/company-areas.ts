import { areaOfSegment } from '@daftar/contracts/endpoints/company-area-segments';
import type { AreaAction, CompanyArea } from '@daftar/contracts/endpoints/employees-roles';

const companyPath = /^\/api\/v1\/companies\/([^/]+)(?:\/([^/]*))?/;

/**
 * A company-scoped path's company and area; undefined for any other path (`/api/v1/companies/join` too). The id is
 * read as the routes' `z.coerce.number()` reads it (`01` and `%31` are company 1), so no spelling of a company's
 * path reaches a handler unchecked; one that is no positive integer is left to the route's own 400.
 */
export function companyAreaOf(path: string): { companyId: number; area: CompanyArea } | undefined {
  const match = companyPath.exec(path);
  if (!match) return undefined;
  const companyId = Number(safeDecode(match[1] ?? ''));
  if (!Number.isInteger(companyId) || companyId <= 0) return undefined;
  return { companyId, area: areaOfSegment(safeDecode(match[2] ?? '')) };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** GET (and HEAD) read; every other method writes. */
export function actionOf(method: string): AreaAction {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}
