import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormReadOnly } from './read-only';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { formatInput } from './format-input';

export type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  /** Rewrites what is typed before it is stored (an input mask, upper case …). */
  readonly format?: (text: string) => string;
  /** Field-level rules, for forms without a schema resolver. */
  readonly rules?: UseControllerProps<V>['rules'];
};

/**
 * A MUI text field bound to a react-hook-form field: shows the field's error (client rule or
 * the server's message set by applyServerFieldErrors) under it, in place of the helper text.
 */
export function FormTextField<V extends FieldValues>({ control, name, format, rules, helperText, slotProps, disabled, ...rest }: FormTextFieldProps<V>) {
  const { field, fieldState } = useController({ control, name, rules });
  const readOnly = useFormReadOnly();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      disabled={disabled || readOnly}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => field.onChange(format ? formatInput(e.target, format) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), 'aria-invalid': Boolean(message) } }}
    />
  );
}
