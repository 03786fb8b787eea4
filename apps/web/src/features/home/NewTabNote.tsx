import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';

/** Heard after a link's name when the link opens in a new tab: "(opens in a new tab)". */
export function NewTabNote() {
  const intl = useIntl();
  return (
    <Box component="span" sx={srOnly}>
      {` ${intl.formatMessage({ id: 'home.newTab' })}`}
    </Box>
  );
}
