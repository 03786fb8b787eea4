import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { NOTICE_LIMITS } from '@portal/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, serverMessage } from '../../../lib/apollo/errors';

interface RejectDialogProps {
  readonly titulo: string;
  readonly onClose: () => void;
  /** Rejects with the reason; a refusal's message is shown in the dialog. */
  readonly onReject: (motivo: string) => Promise<void>;
}

/**
 * Rejecting a notice (spec 02 §9): a reason of at least 15 characters, which the author reads.
 * Focus starts on Cancel (a rejection goes back to the author at once); the reason's length is
 * counted under the field and the server checks it again.
 */
export function RejectDialog({ titulo, onClose, onReject }: RejectDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const [motivo, setMotivo] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const min = NOTICE_LIMITS.rejectionReasonMinChars;
  const length = motivo.trim().length;
  const short = length < min;
  const shown = problem ?? (tried && short ? intl.formatMessage({ id: 'noticesForm.reject.tooShort' }, { min }) : null);

  const submit = async () => {
    setTried(true);
    if (short) return;
    setBusy(true);
    try {
      await onReject(motivo.trim());
    } catch (err) {
      setProblem(fieldErrors(err)[0]?.message ?? serverMessage(err) ?? intl.formatMessage({ id: 'toast.error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'noticesForm.reject.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'noticesForm.reject.text' }, { titulo })}
        </DialogContentText>
        <TextField
          name="motivoRejeicao"
          label={intl.formatMessage({ id: 'noticesForm.reject.reason' })}
          required
          fullWidth
          multiline
          minRows={3}
          value={motivo}
          disabled={busy}
          onChange={(e) => {
            setMotivo(e.target.value);
            setProblem(null);
          }}
          error={Boolean(shown)}
          helperText={shown ?? intl.formatMessage({ id: 'noticesForm.reject.count' }, { length, min })}
        />
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose} disabled={busy}>
          {intl.formatMessage({ id: 'form.cancel' })}
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy}>
          {intl.formatMessage({ id: 'noticesForm.reject.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
