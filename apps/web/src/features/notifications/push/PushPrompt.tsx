import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

/**
 * The portal's own question before the browser's: a bar at the bottom that stays until answered
 * (no time-out, no click-away). "Enable" opens the browser's permission dialog; "Not now" is
 * remembered on this device.
 */
export function PushPrompt({ open, onEnable, onDismiss }: { open: boolean; onEnable: () => void; onDismiss: () => void }) {
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} sx={{ maxWidth: { sm: 480 } }}>
      <Alert
        severity="info"
        icon={<NotificationsActive />}
        variant="outlined"
        sx={{ bgcolor: 'background.paper', boxShadow: 6, alignItems: 'center', width: '100%' }}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'stretch' }}>
            <Button variant="contained" size="small" onClick={onEnable}>
              <FormattedMessage id="push.prompt.enable" />
            </Button>
            <Button size="small" color="inherit" onClick={onDismiss}>
              <FormattedMessage id="push.prompt.later" />
            </Button>
          </Stack>
        }
      >
        <FormattedMessage id="push.prompt.message" />
      </Alert>
    </Snackbar>
  );
}
