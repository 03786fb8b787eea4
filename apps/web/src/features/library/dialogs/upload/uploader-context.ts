import { createContext, useContext, useMemo } from 'react';
import { SessionContext } from '../../../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../../../lib/intl/current-locale';
import { createTusUploader, type Uploader } from './uploader';

/** Replaces the tus uploader (tests, or another transport); null = the default. */
export const UploaderContext = createContext<Uploader | null>(null);

/** The uploader of the upload dialog: the injected one, else tus with the session's token. */
export function useUploader(): Uploader {
  const injected = useContext(UploaderContext);
  const session = useContext(SessionContext);
  return useMemo(
    () =>
      injected ??
      createTusUploader({
        getAccessToken: () => (session ? session.getAccessToken() : Promise.resolve(null)),
        getLocale: getCurrentLocale,
      }),
    [injected, session],
  );
}
