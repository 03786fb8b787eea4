import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LIBRARY_EXTENSIONS, LIBRARY_UPLOAD_MAX_BYTES } from '@portal/domain';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatBytes } from './format-bytes';

const ACCEPT = Object.keys(LIBRARY_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(',');

export interface UploadDropZoneProps {
  readonly onFiles: (files: File[]) => void;
  readonly disabled?: boolean;
}

/**
 * Where files come in: dropped on the zone, or picked with the button (the keyboard way; the
 * file input itself stays hidden behind it). Several files at once.
 */
export function UploadDropZone({ onFiles, disabled = false }: UploadDropZoneProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <CloudUpload color="action" fontSize="large" aria-hidden />
      <Typography variant="body2">{intl.formatMessage({ id: 'library.dialogs.upload.drop' })}</Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
        {intl.formatMessage({ id: 'library.dialogs.upload.choose' })}
      </Button>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {intl.formatMessage({ id: 'library.dialogs.upload.hint' }, { max: formatBytes(LIBRARY_UPLOAD_MAX_BYTES, intl.locale) })}
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        aria-label={intl.formatMessage({ id: 'library.dialogs.upload.choose' })}
        onChange={(e) => {
          take(e.target.files);
          // The same file picked again after a removal must fire a change.
          e.target.value = '';
        }}
      />
    </Box>
  );
}
