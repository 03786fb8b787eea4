import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
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

/**
 * The menu search field (filters as you type; the filtering itself is debounced). A native search
 * input drawn as MUI's small outlined field (40 px, 4 px corners, the border thickening to 2 px
 * with the focus): it is in the top bar of every first view, and MUI's InputBase brings
 * FormControl, the adornments and TextareaAutosize with it (~7 KB gzip).
 */
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
  // On the bar every line is in the bar's text colour: MUI's focused primary colour can be the
  // brand colour itself, and the border would vanish just when the field has focus.
  const border = onBrand ? 'currentColor' : 'rgba(0, 0, 0, 0.23)';
  const hover = onBrand ? 'currentColor' : 'text.primary';
  const focused = onBrand ? 'currentColor' : 'primary.main';
  return (
    // A label around it: a click anywhere in the field (the icon, the padding) goes to the input.
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        boxSizing: 'border-box',
        height: 40,
        px: 1.75,
        width: onBrand ? 240 : '100%',
        mb: onBrand ? 0 : 2,
        border: 1,
        borderColor: border,
        borderRadius: 1,
        color: onBrand ? 'inherit' : 'text.primary',
        bgcolor: onBrand ? 'rgba(255,255,255,0.15)' : 'transparent',
        cursor: 'text',
        '&:hover': { borderColor: hover },
        '&:focus-within': { borderColor: focused, boxShadow: (theme) => `inset 0 0 0 1px ${onBrand ? 'currentColor' : theme.palette.primary.main}` },
      }}
    >
      <Search aria-hidden sx={{ color: onBrand ? 'inherit' : 'action.active' }} />
      <Box
        component="input"
        type="search"
        value={value}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={label}
        aria-label={label}
        aria-controls={controls}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: '1rem',
          // The field's border shows the focus (as MUI's outlined input does), not a ring on the text.
          '&:focus, &:focus-visible': { outline: 0 },
          '&::placeholder': { color: 'inherit', opacity: onBrand ? 0.85 : 0.42 },
        }}
      />
    </Box>
  );
}
