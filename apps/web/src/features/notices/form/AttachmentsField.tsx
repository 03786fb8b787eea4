import AttachFile from '@mui/icons-material/AttachFile';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NOTICE_LIMITS } from '@portal/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../../lib/intl/current-locale';
import type { AnexoForm } from './form-state';
import { NoticeUploadError, refusal, uploadAnexo } from './upload';

const MB = 1024 * 1024;

interface AttachmentsFieldProps {
  readonly value: readonly AnexoForm[];
  readonly onChange: (next: AnexoForm[]) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/**
 * The notice's attachments (issue #14): sent one by one to POST /api/upload (fileType COMUNICADO)
 * as soon as they are chosen; the limits are written above the button, a file over them or the
 * same file twice (same name and size) is refused with the reason, and the server checks all of
 * it again on save.
 */
export function AttachmentsField({ value, onChange, error, disabled }: AttachmentsFieldProps) {
  const intl = useIntl();
  const session = useSession();
  const input = useRef<HTMLInputElement | null>(null);
  const headingId = useId();
  const limitsId = useId();
  const [warnings, setWarnings] = useState<string[]>([]);
  const [sending, setSending] = useState<string | null>(null);
  const size = (b: number) => intl.formatNumber(b / MB, { maximumFractionDigits: 1 });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    if (input.current) input.current.value = '';
    const problems: string[] = [];
    let current = [...value];
    for (const file of files) {
      const refused = refusal(file, current);
      if (refused) {
        problems.push(intl.formatMessage({ id: refused.id }, refused.values));
        continue;
      }
      setSending(file.name);
      try {
        const id = await uploadAnexo(file, { getAccessToken: () => session.getAccessToken(), getLocale: getCurrentLocale });
        current = [...current, { id, nome: file.name, tamanho: file.size }];
        onChange(current);
      } catch (err) {
        const why = err instanceof NoticeUploadError && err.message ? err.message : intl.formatMessage({ id: 'noticesForm.attachments.failed' });
        problems.push(`${file.name}: ${why}`);
      }
    }
    setSending(null);
    setWarnings(problems);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 0.5 }}>
        {intl.formatMessage({ id: 'noticesForm.attachments.title' })}
      </Typography>
      <Typography id={limitsId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage(
          { id: 'noticesForm.attachments.limits' },
          { perFile: size(NOTICE_LIMITS.attachmentMaxBytes), total: size(NOTICE_LIMITS.attachmentsTotalMaxBytes), max: NOTICE_LIMITS.attachmentsMax },
        )}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<AttachFile />} disabled={disabled || sending !== null} aria-describedby={limitsId}>
        {intl.formatMessage({ id: 'noticesForm.attachments.add' })}
        <input ref={input} type="file" multiple hidden onChange={(e) => void choose(e)} />
      </Button>
      {sending ? (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2">{intl.formatMessage({ id: 'noticesForm.attachments.sending' }, { nome: sending })}</Typography>
          <LinearProgress aria-hidden />
        </Box>
      ) : null}
      {warnings.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setWarnings([])}>
          {warnings.map((w) => (
            <div key={w}>{w}</div>
          ))}
        </Alert>
      ) : null}
      {value.length > 0 ? (
        <List dense aria-label={intl.formatMessage({ id: 'noticesForm.attachments.title' })}>
          {value.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={intl.formatMessage({ id: 'noticesForm.attachments.remove' }, { nome: a.nome })}
                  onClick={() => onChange(value.filter((x) => x.id !== a.id))}
                >
                  <Delete />
                </IconButton>
              }
            >
              <ListItemText primary={a.nome} secondary={`${size(a.tamanho)} MB`} sx={{ overflowWrap: 'anywhere', pr: 4 }} />
            </ListItem>
          ))}
        </List>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
