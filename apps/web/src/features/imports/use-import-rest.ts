import { useMemo } from 'react';
import { useSession } from '../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../lib/intl/current-locale';
import type { RestDeps } from './import-files';

/** The bearer token and the language for the import's REST calls. */
export function useImportRest(): RestDeps {
  const session = useSession();
  return useMemo(() => ({ getAccessToken: () => session.getAccessToken(), getLocale: getCurrentLocale }), [session]);
}
