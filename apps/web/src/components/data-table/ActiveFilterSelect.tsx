import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** The filter's value as kept in the URL: 'true', 'false', or absent for "all". */
export type ActiveFilterValue = 'true' | 'false' | undefined;

/** 'true'/'false' from the URL as the API's `active` filter (absent = no filter). */
export function activeFilterOf(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

type MessageId = NonNullable<MessageDescriptor['id']>;

interface BooleanFilterSelectProps {
  readonly value: string | undefined;
  readonly onChange: (value: ActiveFilterValue) => void;
  /** Catalog ids of the label and of the three choices. */
  readonly messages: { readonly label: MessageId; readonly all: MessageId; readonly yes: MessageId; readonly no: MessageId };
  readonly minWidth?: number;
}

/** A yes/no filter of a list, "all" being the empty value; read it with activeFilterOf. */
export function BooleanFilterSelect({ value, onChange, messages, minWidth = 150 }: BooleanFilterSelectProps) {
  const intl = useIntl();
  const current = value === 'true' || value === 'false' ? value : '';
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: messages.label })}
      value={current}
      onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as ActiveFilterValue))}
      sx={{ minWidth, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
      // "All" is the empty value: show it, with the label above, rather than a blank box.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: messages.all })}</MenuItem>
      <MenuItem value="true">{intl.formatMessage({ id: messages.yes })}</MenuItem>
      <MenuItem value="false">{intl.formatMessage({ id: messages.no })}</MenuItem>
    </TextField>
  );
}

const STATUS = { label: 'table.filter.status', all: 'table.filter.status.all', yes: 'table.filter.status.active', no: 'table.filter.status.inactive' } as const;

/** "Status: all / active / inactive", the filter every list of active/inactive records has. */
export function ActiveFilterSelect({ value, onChange }: Pick<BooleanFilterSelectProps, 'value' | 'onChange'>) {
  return <BooleanFilterSelect value={value} onChange={onChange} messages={STATUS} />;
}
