import TextField from '@mui/material/TextField';
import { SLIDE_LIMITS } from '@portal/domain';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormReadOnly } from '../../components/form/read-only';

interface SizeFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: string;
}

/**
 * A font size in whole pixels (the rule's 12..72), kept as a number or null (blank = the home's
 * default size), so the domain's rules read what the server will.
 */
export function SizeField<V extends FieldValues>({ control, name, label }: SizeFieldProps<V>) {
  const intl = useIntl();
  const readOnly = useFormReadOnly();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const value = field.value as number | null | undefined;
  const { tamanhoMin: min, tamanhoMax: max } = SLIDE_LIMITS;
  return (
    <TextField
      fullWidth
      type="number"
      label={label}
      name={field.name}
      value={value == null || Number.isNaN(value) ? '' : String(value)}
      disabled={readOnly}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? intl.formatMessage({ id: 'slides.field.sizeHint' }, { min, max })}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric', 'aria-invalid': Boolean(message) } }}
    />
  );
}
