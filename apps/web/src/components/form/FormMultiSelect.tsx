import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { errorMessageOf } from './FormChipListField';
import { useFormReadOnly } from './read-only';

/** One choice of a select: the id the API takes and the text the user reads. */
export interface SelectOption {
  readonly id: string;
  readonly label: string;
}

export interface FormMultiSelectProps<V extends FieldValues> {
  readonly control: Control<V>;
  /** A field holding the chosen ids (string[]). */
  readonly name: FieldPath<V>;
  readonly label: string;
  readonly options: readonly SelectOption[];
  readonly helperText?: string;
  readonly loading?: boolean;
  readonly disabled?: boolean;
}

/**
 * Several choices out of a known, short list (brands …), typed to filter, shown as chips. Ids
 * already chosen but missing from `options` stay chosen and show their id, so saving a record
 * never drops a value the user did not touch.
 */
export function FormMultiSelect<V extends FieldValues>({ control, name, label, options, helperText, loading, disabled }: FormMultiSelectProps<V>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const readOnly = useFormReadOnly();
  const ids = useMemo(() => (field.value as string[] | undefined) ?? [], [field.value]);
  const all = useMemo(() => {
    const missing = ids.filter((id) => !options.some((o) => o.id === id)).map((id) => ({ id, label: id }));
    return [...options, ...missing];
  }, [ids, options]);
  const value = all.filter((o) => ids.includes(o.id));
  const message = errorMessageOf(fieldState.error);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={all}
      value={value}
      loading={loading}
      disabled={disabled || readOnly}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => field.onChange(next.map((o) => o.id))}
      onBlur={field.onBlur}
      noOptionsText={intl.formatMessage({ id: 'form.select.noOptions' })}
      loadingText={intl.formatMessage({ id: 'form.select.loading' })}
      openText={intl.formatMessage({ id: 'form.select.open' })}
      closeText={intl.formatMessage({ id: 'form.select.close' })}
      clearText={intl.formatMessage({ id: 'form.select.clear' })}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          error={Boolean(message)}
          helperText={message ?? helperText}
        />
      )}
    />
  );
}
