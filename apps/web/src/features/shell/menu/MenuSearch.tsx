import Search from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';

interface MenuSearchProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly controls: string;
  /** In the top bar the field sits on the brand colour; inside the panel on white. */
  readonly onBrand?: boolean;
  readonly autoFocus?: boolean;
}

/** The menu search field (filters as you type; the filtering itself is debounced). */
export function MenuSearch({ value, onChange, controls, onBrand = false, autoFocus = false }: MenuSearchProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'shell.menu.search' });
  // First Escape clears the text; with nothing to clear it reaches the menu, which closes.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && value) {
      e.stopPropagation();
      onChange('');
    }
  };
  return (
    // A FormControl and its outlined input, as TextField draws them without a label: TextField
    // itself would bring Select, its menu and the other input variants into the first view.
    <FormControl
      size="small"
      fullWidth={!onBrand}
      sx={
        onBrand
          ? {
              width: 240,
              '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.15)' },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor' },
              // MUI draws a focused field's border in the primary colour, which can be the brand
              // colour itself: on the bar the border would vanish just when the field has focus.
              '& .MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: 'currentColor', borderWidth: 2 },
              '& input::placeholder': { color: 'inherit', opacity: 0.85 },
            }
          : { mb: 2 }
      }
    >
      <OutlinedInput
        type="search"
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={label}
        inputProps={{ 'aria-label': label, 'aria-controls': controls }}
        startAdornment={
          <InputAdornment position="start" sx={{ color: 'inherit' }}>
            <Search />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
