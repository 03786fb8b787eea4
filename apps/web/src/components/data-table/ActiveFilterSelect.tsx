import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

/** The filter's value as kept in the URL: 'true', 'false', or absent for "all". */
export type ActiveFilterValue = 'true' | 'false' | undefined;

/** 'true'/'false' from the URL as the API's `active` filter (absent = no filter). */
export function activeFilterOf(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

interface ActiveFilterSelectProps {
  readonly value: string | undefined;
  readonly onChange: (value: ActiveFilterValue) => void;
}

/** "Status: all / active / inactive", the filter every list of active/inactive records has. */
export function ActiveFilterSelect({ value, onChange }: ActiveFilterSelectProps) {
  const intl = useIntl();
  const current = value === 'true' || value === 'false' ? value : '';
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'table.filter.status' })}
      value={current}
      onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as ActiveFilterValue))}
      sx={{ minWidth: 150, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      // "All" is the empty value: show it, with the label above, rather than a blank box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'table.filter.status.all' })}</MenuItem>
      <MenuItem value="true">{intl.formatMessage({ id: 'table.filter.status.active' })}</MenuItem>
      <MenuItem value="false">{intl.formatMessage({ id: 'table.filter.status.inactive' })}</MenuItem>
    </TextField>
  );
}
