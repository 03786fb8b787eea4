import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PALETTES } from '@portal/domain';
import { Controller, type Control } from 'react-hook-form';
import type { CatalogFormValues } from './form-values';
import { PaletteLabel } from './PaletteLabel';

interface PaletteFieldProps {
  readonly control: Control<CatalogFormValues>;
  readonly name: string;
  readonly label: string;
  readonly readOnly: boolean;
  readonly helperText?: string;
}

/** One of the nine palettes (PALETTES), each shown with its colour and its name. */
export function PaletteField({ control, name, label, readOnly, helperText }: PaletteFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ select: { renderValue: (v) => <PaletteLabel palette={v as string} /> }, input: { readOnly } }}
        >
          {PALETTES.map((p) => (
            <MenuItem key={p} value={p}>
              <PaletteLabel palette={p} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
