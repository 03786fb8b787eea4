import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../components/loading/LoadingScreen';
import { MessagePage } from '../components/pages/MessagePage';
import { hasAuthParams } from '../lib/auth/auth-params';
import { useAuthState, useSession } from '../lib/auth/SessionContext';

/**
 * /auth/callback: the IdP sends the browser back here. The session exchanges the code (bootstrap
 * starts it; its `onSignedIn` then navigates to where the user was going); this page only shows
 * progress, or the failure with a way to try again.
 */
export function SigninCallbackPage() {
  const auth = useAuthState();
  const session = useSession();
  const intl = useIntl();
  // Whether the IdP's answer was in the address when the page opened, read once: by the time the
  // sign-in completes, the router has already put the page asked for (/minha-conta …) in the
  // address, and a last render of this page must not take that for "opened without an answer"
  // and send the user home instead.
  const [openedWithAnswer] = useState(() => hasAuthParams());
  if (auth.error) {
    return (
      <main id="main">
        <MessagePage
          title={<FormattedMessage id="auth.callbackError" />}
          message={auth.error.message}
          actions={
            <Button variant="contained" onClick={() => void session.login('/home')}>
              <FormattedMessage id="auth.retry" />
            </Button>
          }
        />
      </main>
    );
  }
  // Opened without an IdP answer (bookmark, back button): nothing to complete here.
  if (!openedWithAnswer && !auth.isLoading) return <Navigate to="/home" replace />;
  return <LoadingScreen label={intl.formatMessage({ id: 'auth.signingIn' })} />;
}
