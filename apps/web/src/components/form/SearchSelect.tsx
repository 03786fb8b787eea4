import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { SelectOption } from './FormMultiSelect';
import { useFormReadOnly } from './read-only';

/** Typing pauses this long before the options are asked again. */
export const SEARCH_SELECT_DEBOUNCE_MS = 300;

export interface SearchSelectProps {
  readonly label: string;
  readonly value: SelectOption | null;
  readonly onChange: (value: SelectOption | null) => void;
  /** The options for the current search text (the caller queries the server with `onSearch`). */
  readonly options: readonly SelectOption[];
  /** The text typed, debounced; the caller refetches its options with it. */
  readonly onSearch: (text: string) => void;
  readonly loading?: boolean;
  readonly error?: string;
  readonly helperText?: string;
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onBlur?: () => void;
  readonly size?: 'small' | 'medium';
  readonly disabled?: boolean;
  readonly sx?: object;
}

/**
 * One choice out of a list too long to load whole (dealer groups, users …): the options are
 * searched on the server as the user types. Works as a form field (error, ref) or as a list
 * filter.
 */
export function SearchSelect({ label, value, onChange, options, onSearch, loading, error, helperText, name, inputRef, onBlur, size, disabled, sx }: SearchSelectProps) {
  const intl = useIntl();
  const readOnly = useFormReadOnly();
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input, SEARCH_SELECT_DEBOUNCE_MS);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => search.current(debounced), [debounced]);

  // The chosen option stays among the options even when the current search does not return it.
  const all = useMemo(() => (value && !options.some((o) => o.id === value.id) ? [value, ...options] : options), [value, options]);
  return (
    <Autocomplete
      options={all}
      value={value}
      size={size}
      disabled={disabled || readOnly}
      sx={sx}
      loading={loading}
      // The server already filtered.
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, next) => onChange(next)}
      // Typing searches; the text MUI fills in for a chosen option (or clears) starts over.
      onInputChange={(_, text, reason) => setInput(reason === 'input' ? text : '')}
      onBlur={onBlur}
      noOptionsText={intl.formatMessage({ id: 'form.select.noOptions' })}
      loadingText={intl.formatMessage({ id: 'form.select.loading' })}
      openText={intl.formatMessage({ id: 'form.select.open' })}
      closeText={intl.formatMessage({ id: 'form.select.close' })}
      clearText={intl.formatMessage({ id: 'form.select.clear' })}
      renderInput={(params) => (
        <TextField {...params} name={name} inputRef={inputRef} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
