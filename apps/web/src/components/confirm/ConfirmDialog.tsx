import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmOptions {
  /** Defaults to 'Você tem certeza?' in the current language. */
  readonly message?: string;
  readonly title?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /**
   * The change cannot be undone in one click (inactivating a group with its dealers and users,
   * removing): the action is drawn as dangerous and focus starts on Cancel, so an Enter pressed
   * out of habit does no harm.
   */
  readonly destructive?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Yes/no question before a change (spec 01 §1 "Confirmed mutations"). */
export function ConfirmDialog({ open, onConfirm, onCancel, message, title, confirmLabel, cancelLabel, destructive = false }: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title ?? intl.formatMessage({ id: 'confirm.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message ?? intl.formatMessage({ id: 'confirm.message' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus={destructive}>
          {cancelLabel ?? intl.formatMessage({ id: 'confirm.cancel' })}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus={!destructive}>
          {confirmLabel ?? intl.formatMessage({ id: 'confirm.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
