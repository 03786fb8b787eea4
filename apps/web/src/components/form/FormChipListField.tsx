import { useController, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChipListInput, type ChipListInputProps } from './ChipListInput';

/**
 * The message of a field's error, also when a schema reported it on an item of a list field
 * (react-hook-form then nests it under the item's index).
 */
export function errorMessageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const nested of Object.values(error as unknown as Record<string, unknown>)) {
    if (nested && typeof nested === 'object' && 'message' in nested) {
      const message = errorMessageOf(nested as FieldError);
      if (message) return message;
    }
  }
  return undefined;
}

export type FormChipListFieldProps<V extends FieldValues> = Omit<ChipListInputProps, 'value' | 'onChange' | 'error' | 'name' | 'inputRef' | 'onBlur'> & {
  readonly control: Control<V>;
  /** A field holding string[]. */
  readonly name: FieldPath<V>;
};

/** ChipListInput bound to a react-hook-form field of type string[], showing the field's error. */
export function FormChipListField<V extends FieldValues>({ control, name, ...rest }: FormChipListFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChipListInput
      {...rest}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorMessageOf(fieldState.error)}
    />
  );
}
