import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';

interface LibrarySearchBoxProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The library's search field (the page debounces it, 150 ms); Escape or the clear button empties it. */
export function LibrarySearchBox({ value, onChange, inputRef }: LibrarySearchBoxProps) {
  const intl = useIntl();
  return (
    <TextField
      role="search"
      type="search"
      size="small"
      label={intl.formatMessage({ id: 'library.search.label' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.preventDefault();
          onChange('');
        }
      }}
      inputRef={inputRef}
      // The browser's own clear button would double ours.
      sx={{ flex: '1 1 260px', maxWidth: 480, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={intl.formatMessage({ id: 'library.search.clear' })} onClick={() => onChange('')}>
                <Clear fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
