import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { usePushNotifications } from './PushNotificationsProvider';

/**
 * Push on this device, and the way to ask again after "Not now": turns it on (the browser's
 * dialog, from this click) or off. Nothing where push is impossible or outside the signed-in frame.
 */
export function PushSettings() {
  const push = usePushNotifications();
  if (!push || push.status === 'indisponivel') return null;
  if (push.status === 'bloqueado') {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="push.settings.blocked" />
      </Typography>
    );
  }
  const on = push.status === 'ativo';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Button
        size="small"
        variant={on ? 'text' : 'outlined'}
        startIcon={on ? <NotificationsOff /> : <NotificationsActive />}
        onClick={on ? push.disable : push.enable}
      >
        <FormattedMessage id={on ? 'push.settings.disable' : 'push.settings.enable'} />
      </Button>
    </Stack>
  );
}
