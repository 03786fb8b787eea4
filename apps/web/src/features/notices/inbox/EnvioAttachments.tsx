import AttachFile from '@mui/icons-material/AttachFile';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { EnvioDetalhe } from './inbox.queries';

type Arquivo = EnvioDetalhe['comunicado']['arquivos'][number];

/** Bytes as the user reads them (kB, MB), in their language. */
function useFileSize(): (bytes: number) => string {
  const intl = useIntl();
  return (bytes) => {
    const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes, 1) / 1024, 'kilobyte'];
    return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
  };
}

/**
 * The notice's attachments, each a download link. The links are the server's short-lived signed
 * links (as the library's); the view asks for the delivery again when it is opened and while it
 * stays open, so they are fresh. They open in a new tab: a PDF shows there, anything else downloads, and the notice stays.
 */
export function EnvioAttachments({ arquivos }: { readonly arquivos: readonly Arquivo[] }) {
  const intl = useIntl();
  const size = useFileSize();
  const headingId = useId();
  if (arquivos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <AttachFile aria-hidden fontSize="small" />
        {intl.formatMessage({ id: 'notices.attachments' }, { count: arquivos.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {arquivos.map((a) => (
          <Box component="li" key={a.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Download aria-hidden fontSize="small" color="primary" />
            <Link href={a.link} target="_blank" rel="noopener noreferrer" download={a.nome} sx={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage({ id: 'notices.attachment.download' }, { nome: a.nome })}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '0 0 auto' }}>
              {size(a.tamanho)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
