import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/FormTextField';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import type { FieldDef } from './catalog.types';
import { FeaturesField } from './FeaturesField';
import { validateField, type CatalogFormValues } from './form-values';
import { PaletteField } from './PaletteField';
import { RefSelectField } from './RefSelectField';
import { SocialLinksField } from './SocialLinksField';

interface CatalogFieldProps {
  readonly field: FieldDef;
  readonly control: Control<CatalogFormValues>;
  /** The whole form is only shown (the user may read, not write). */
  readonly readOnly: boolean;
  /** The record exists (fields fixed after creation are then only shown). */
  readonly editing: boolean;
}

const upper = (text: string) => text.toUpperCase();

/** One field of an administration form, drawn by its kind (catalog.types.ts FieldKind). */
export function CatalogField({ field, control, readOnly, editing }: CatalogFieldProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const helpId = useId();
  const label = intl.formatMessage({ id: field.label }, labels);
  const helperText = field.helper ? intl.formatMessage({ id: field.helper }, labels) : undefined;
  const validate = (value: unknown) => validateField(intl, field, value);

  switch (field.kind) {
    case 'ref':
      return (
        <RefSelectField control={control} name={field.name} label={label} refKey={field.ref!} readOnly={readOnly} helperText={helperText} validate={validate} />
      );
    case 'palette':
      return <PaletteField control={control} name={field.name} label={label} readOnly={readOnly} helperText={helperText} />;
    case 'features':
      return <FeaturesField control={control} name={field.name} produtoField={field.produtoField!} label={label} readOnly={readOnly} />;
    case 'socialLinks':
      return <SocialLinksField control={control} name={field.name} label={label} readOnly={readOnly} validate={validate} />;
    case 'flag':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <Box>
              <FormControlLabel
                label={label}
                control={
                  <Checkbox
                    name={f.name}
                    checked={f.value === true}
                    onChange={(e) => f.onChange(e.target.checked)}
                    onBlur={f.onBlur}
                    inputRef={f.ref}
                    disabled={readOnly}
                    slotProps={{ input: { 'aria-describedby': helperText ? helpId : undefined } }}
                  />
                }
              />
              {helperText ? <FormHelperText id={helpId}>{helperText}</FormHelperText> : null}
            </Box>
          )}
        />
      );
    default: {
      const fixed = readOnly || (editing && field.fixedAfterCreate === true);
      return (
        <FormTextField
          control={control}
          name={field.name}
          label={label}
          required={field.required}
          fullWidth
          multiline={field.kind === 'multiline'}
          minRows={field.kind === 'multiline' ? 3 : undefined}
          type={field.kind === 'url' ? 'url' : 'text'}
          format={field.kind === 'code' || field.upperCase ? upper : undefined}
          rules={{ validate }}
          helperText={editing && field.fixedAfterCreate ? intl.formatMessage({ id: 'organisation.form.fixedAfterCreate' }) : helperText}
          slotProps={{ htmlInput: { readOnly: fixed, maxLength: field.max } }}
        />
      );
    }
  }
}
