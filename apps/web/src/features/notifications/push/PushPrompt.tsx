import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

/**
 * The portal's own question before the browser's: a banner above the page's content, on every
 * screen until answered (in the page's flow, so it never covers a control, at 360 px either).
 * "Enable" opens the browser's permission dialog; "Not now" is remembered on this device.
 */
export function PushPrompt({ onEnable, onDismiss }: { onEnable: () => void; onDismiss: () => void }) {
  return (
    <Alert severity="info" icon={<NotificationsActive />} role="status" sx={{ mb: 2 }}>
      <Box>
        <FormattedMessage id="push.prompt.message" />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={onEnable}>
          <FormattedMessage id="push.prompt.enable" />
        </Button>
        <Button size="small" color="inherit" onClick={onDismiss}>
          <FormattedMessage id="push.prompt.later" />
        </Button>
      </Stack>
    </Alert>
  );
}
