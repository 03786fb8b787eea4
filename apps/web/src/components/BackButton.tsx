import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

/** History index React Router keeps in history.state; 0 means this is the first entry. */
function historyIndex(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
}

/** Goes back in the portal's history, or home when the page was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="contained"
      startIcon={<ArrowBack />}
      onClick={() => (historyIndex() > 0 ? void navigate(-1) : void navigate('/home'))}
    >
      <FormattedMessage id="common.back" />
    </Button>
  );
}
