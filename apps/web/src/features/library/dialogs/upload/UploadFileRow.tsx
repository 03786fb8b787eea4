import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { LIBRARY_UPLOAD_MAX_BYTES } from '@portal/domain';
import { useIntl } from 'react-intl';
import { formatBytes } from './format-bytes';
import type { UploadEntry } from './upload-list';

const STATUS_MESSAGE = {
  queued: 'library.dialogs.upload.status.queued',
  uploading: 'library.dialogs.upload.status.uploading',
  success: 'library.dialogs.upload.status.success',
  error: 'library.dialogs.upload.status.error',
} as const;

export interface UploadFileRowProps {
  readonly entry: UploadEntry;
  readonly onRemove: () => void;
  readonly disabled?: boolean;
}

/** One file of the upload list: name, size, progress bar and how it ended (text and icon, never colour only). */
export function UploadFileRow({ entry, onRemove, disabled }: UploadFileRowProps) {
  const intl = useIntl();
  const { file, status, progress, problem } = entry;
  const failed = status === 'invalid' || status === 'error';
  const state =
    status === 'invalid'
      ? problem === 'tooBig'
        ? intl.formatMessage({ id: 'library.dialogs.upload.tooBig' }, { max: formatBytes(LIBRARY_UPLOAD_MAX_BYTES, intl.locale) })
        : intl.formatMessage({ id: 'library.dialogs.upload.extension' })
      : intl.formatMessage({ id: STATUS_MESSAGE[status] }, { progress });
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {status === 'success' ? <CheckCircle color="success" fontSize="small" aria-hidden /> : null}
      {failed ? <ErrorOutline color="error" fontSize="small" aria-hidden /> : null}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={file.name}>
          <span>{file.name}</span>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {formatBytes(file.size, intl.locale)}
          </Typography>
        </Typography>
        {status === 'invalid' ? null : (
          <LinearProgress
            variant="determinate"
            value={progress}
            color={status === 'error' ? 'error' : status === 'success' ? 'success' : 'primary'}
            aria-label={intl.formatMessage({ id: 'library.dialogs.upload.progress' }, { nome: file.name })}
            sx={{ my: 0.5 }}
          />
        )}
        <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} data-status={status}>
          {state}
        </Typography>
      </Box>
      <IconButton size="small" onClick={onRemove} disabled={disabled} aria-label={intl.formatMessage({ id: 'library.dialogs.upload.remove' }, { nome: file.name })}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
