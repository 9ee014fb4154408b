import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fromLegacyQuery } from './legacy-filters.ts';

/**
 * A link or saved set in the shape before the filter builder is rewritten into conditions in place (the address
 * bar too); true until then, so the report does not ask for the old shape.
 */
export function useLegacyRewrite(kind: 'ADVANCE_INVOICE' | 'ADVANCE_CUSTOMER'): boolean {
  const [params, setParams] = useSearchParams();
  const rewritten = fromLegacyQuery(kind, params);
  useEffect(() => {
    if (rewritten) setParams(rewritten, { replace: true });
  }, [rewritten, setParams]);
  return rewritten !== undefined;
}
