import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

/**
 * "Em exibição" of a slide or advert: active and today (São Paulo) inside its period, the
 * server's `emExibicao` (packages/domain/src/slides/exibicao.ts). Written out with its own icon,
 * never colour alone.
 */
export function ExibicaoChip({ emExibicao }: { readonly emExibicao: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={emExibicao ? 'primary' : 'default'}
      icon={emExibicao ? <Visibility aria-hidden /> : <VisibilityOff aria-hidden />}
      label={intl.formatMessage({ id: emExibicao ? 'slides.emExibicao.yes' : 'slides.emExibicao.no' })}
    />
  );
}
