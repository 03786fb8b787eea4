import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { BackButton } from '../BackButton';
import { MessagePage } from './MessagePage';

/** A screen failed to render (spec 01 §2): 'Ops', a help link and a back button. */
export function OpsPage({ helpHref }: { helpHref?: string | null }) {
  return (
    <MessagePage
      icon={<ErrorOutline fontSize="inherit" />}
      title={<FormattedMessage id="ops.title" />}
      message={<FormattedMessage id="ops.message" />}
      actions={
        <>
          {helpHref ? (
            <Button variant="outlined" href={helpHref} target="_blank" rel="noopener noreferrer" startIcon={<HelpOutline />}>
              <FormattedMessage id="ops.help" />
            </Button>
          ) : null}
          <BackButton />
        </>
      }
    />
  );
}
