import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

/** "Exibição: all / on display / not on display", kept in the address bar as 'true' / 'false'. */
export function ExibicaoFilterSelect({ value, onChange }: { readonly value: string | undefined; readonly onChange: (v: 'true' | 'false' | undefined) => void }) {
  const intl = useIntl();
  const current = value === 'true' || value === 'false' ? value : '';
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'slides.filter.emExibicao' })}
      value={current}
      onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as 'true' | 'false'))}
      sx={{ minWidth: 170, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'slides.filter.emExibicao.all' })}</MenuItem>
      <MenuItem value="true">{intl.formatMessage({ id: 'slides.filter.emExibicao.yes' })}</MenuItem>
      <MenuItem value="false">{intl.formatMessage({ id: 'slides.filter.emExibicao.no' })}</MenuItem>
    </TextField>
  );
}
