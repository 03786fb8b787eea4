import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

/**
 * Active / inactive of a record (users, dealers, groups, slides, adverts). The state is written
 * out and has its own icon, so it never rests on colour alone.
 */
export function ActiveStatusChip({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      icon={active ? <CheckCircle aria-hidden /> : <Block aria-hidden />}
      label={intl.formatMessage({ id: active ? 'table.status.active' : 'table.status.inactive' })}
    />
  );
}
