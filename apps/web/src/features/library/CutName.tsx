import Box from '@mui/material/Box';
import { LIMITS } from '@portal/domain';
import { srOnly } from '../../components/a11y/sr-only';

/**
 * A name as the lists show it (spec 02 §2): cut at 40 characters and followed by '...'. Only the
 * eyes get the cut: screen readers get the whole name (visually hidden) and not the cut copy, so
 * the element's accessible name is the whole name and no aria-label is needed that would differ
 * from the text on screen (WCAG 2.5.3: a voice-control user says what they see).
 */
export function CutName({ nome, max = LIMITS.nameTruncateChars }: { nome: string; max?: number }) {
  if (nome.length <= max) return nome;
  return (
    <span title={nome}>
      <span aria-hidden="true">{`${nome.slice(0, max)}...`}</span>
      <Box component="span" sx={srOnly}>
        {nome}
      </Box>
    </span>
  );
}
