import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFormReadOnly } from '../../components/form/read-only';
import { formatInput } from '../../components/form/format-input';

interface ColorFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: string;
  /** What the native picker shows while the field is blank (the colour the home uses then). */
  readonly fallback: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as #rrggbb: the browser's own colour picker (keyboard and screen-reader usable, named
 * after the field) beside a text field that takes a typed value and shows the rule's message.
 * Blank is allowed: the home then uses its default.
 */
export function ColorField<V extends FieldValues>({ control, name, label, fallback }: ColorFieldProps<V>) {
  const intl = useIntl();
  const readOnly = useFormReadOnly();
  const { field, fieldState } = useController({ control, name });
  const text = (field.value as string | null | undefined) ?? '';
  const message = fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={intl.formatMessage({ id: 'slides.field.colorPicker' }, { label: label.toLowerCase() })}
        disabled={readOnly}
        value={HEX.test(text) ? text.toLowerCase() : fallback}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
        sx={{ width: 48, height: 40, mt: 0.5, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer', flex: '0 0 auto' }}
      />
      <TextField
        fullWidth
        label={label}
        name={field.name}
        value={text}
        disabled={readOnly}
        onChange={(e) => field.onChange(formatInput(e.target, (raw) => raw.trim()))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(message)}
        helperText={message ?? intl.formatMessage({ id: 'slides.field.colorHint' })}
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: 'false', 'aria-invalid': Boolean(message) } }}
      />
    </Box>
  );
}
