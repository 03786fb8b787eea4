import Delete from '@mui/icons-material/Delete';
import Upload from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImagemKind } from '@portal/domain';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormReadOnly } from '../../components/form/read-only';
import { useSession } from '../../lib/auth/SessionContext';
import { getCurrentLocale } from '../../lib/intl/current-locale';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, imageRefusal, ImageUploadError, uploadImagem } from './upload';

/** The image of the form: the stored file's id (sent as `arquivo`) and what the preview draws. */
export interface ImagemForm {
  readonly id: string;
  readonly src: string;
  /** The chosen file's name; absent for the image already saved. */
  readonly nome?: string;
}

interface ImageFieldProps {
  readonly value: ImagemForm | null;
  readonly onChange: (next: ImagemForm | null) => void;
  /** The kind's recommended box (spec 02 §9), written above the button. */
  readonly kind: ImagemKind;
}

/**
 * The background image of a slide or the image of an advert: sent to POST /api/upload (fileType
 * SLIDE) as soon as it is chosen, the recommended size written above the button; the save sends
 * the returned id and the server resizes it. The chosen file is shown at once (a local address).
 */
export function ImageField({ value, onChange, kind }: ImageFieldProps) {
  const intl = useIntl();
  const session = useSession();
  const readOnly = useFormReadOnly();
  const input = useRef<HTMLInputElement | null>(null);
  const headingId = useId();
  const hintId = useId();
  const [sending, setSending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A local preview address is let go when another image replaces it or it is removed (not in an
  // effect's cleanup: StrictMode's second run would revoke the one on screen).
  const replace = (next: ImagemForm | null) => {
    if (value?.src.startsWith('blob:')) URL.revokeObjectURL(value.src);
    onChange(next);
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = imageRefusal(file);
    if (refused) {
      setProblem(intl.formatMessage({ id: `slides.image.${refused}` }, { nome: file.name, max: IMAGE_MAX_MB }));
      return;
    }
    setProblem(null);
    setSending(file.name);
    try {
      const id = await uploadImagem(file, { getAccessToken: () => session.getAccessToken(), getLocale: getCurrentLocale });
      replace({ id, src: URL.createObjectURL(file), nome: file.name });
    } catch (err) {
      setProblem(err instanceof ImageUploadError && err.message ? err.message : intl.formatMessage({ id: 'slides.image.failed' }));
    } finally {
      setSending(null);
    }
  };

  let status = intl.formatMessage({ id: 'slides.image.none' });
  if (value?.nome) status = intl.formatMessage({ id: 'slides.image.sent' }, { nome: value.nome });
  else if (value) status = intl.formatMessage({ id: 'slides.image.current' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {intl.formatMessage({ id: 'slides.image.title' })}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'slides.image.recommended' }, { largura: kind.largura, altura: kind.altura, max: IMAGE_MAX_MB })}
      </Typography>
      <Typography variant="body2" role="status">
        {sending ? intl.formatMessage({ id: 'slides.image.sending' }, { nome: sending }) : status}
      </Typography>
      {sending ? <LinearProgress aria-hidden /> : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {readOnly ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <input ref={input} type="file" accept={IMAGE_ACCEPT} hidden tabIndex={-1} aria-hidden onChange={(e) => void choose(e)} />
          <Button variant="outlined" startIcon={<Upload />} disabled={Boolean(sending)} aria-describedby={hintId} onClick={() => input.current?.click()}>
            {intl.formatMessage({ id: value ? 'slides.image.replace' : 'slides.image.choose' })}
          </Button>
          {value ? (
            <Button color="error" startIcon={<Delete />} disabled={Boolean(sending)} onClick={() => replace(null)}>
              {intl.formatMessage({ id: 'slides.image.remove' })}
            </Button>
          ) : null}
        </Box>
      )}
    </Box>
  );
}
