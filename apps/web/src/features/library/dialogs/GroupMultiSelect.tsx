import AddIcon from '@mui/icons-material/Add';
import Star from '@mui/icons-material/Star';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { GrupoAtivo } from './dialogs.queries';

export interface GroupMultiSelectProps<V extends FieldValues> {
  readonly control: Control<V>;
  /** A field holding the chosen group ids (string[]). */
  readonly name: FieldPath<V>;
  readonly label: string;
  /** The active groups, favourites first. */
  readonly groups: readonly GrupoAtivo[];
  readonly loading?: boolean;
  /** The shared message of the two group lists is shown by the form; here only the red state. */
  readonly invalid?: boolean;
  /** Id of the element describing the error (read with the field). */
  readonly describedBy?: string;
  /** The + button (only when the user may create groups): opens the group form in a modal. */
  readonly onAddGroup?: () => void;
  readonly disabled?: boolean;
}

/**
 * Several user groups out of the active ones (spec 02 §2 "Folder permission form"): typed to
 * filter, favourites listed first under their own heading, chips for the chosen ones, and a +
 * that creates a group without leaving the dialog.
 */
export function GroupMultiSelect<V extends FieldValues>(props: GroupMultiSelectProps<V>) {
  const { control, name, label, groups, loading, invalid, describedBy, onAddGroup, disabled } = props;
  const intl = useIntl();
  const { field } = useController({ control, name });
  const ids = useMemo(() => (field.value as string[] | undefined) ?? [], [field.value]);
  // Favourites first (the API already orders them so; kept here so a saved group added locally fits in).
  const options = useMemo(() => {
    const known = [...groups].sort((a, b) => Number(b.favorito) - Number(a.favorito));
    const missing = ids.filter((id) => !groups.some((g) => g.id === id)).map((id) => ({ id, nome: id, publico: false, favorito: false }));
    return [...known, ...missing];
  }, [groups, ids]);
  const value = options.filter((o) => ids.includes(o.id));
  const anyFavourite = options.some((o) => o.favorito);
  const favourites = intl.formatMessage({ id: 'library.dialogs.groups.favourites' });
  const others = intl.formatMessage({ id: 'library.dialogs.groups.all' });
  const addLabel = intl.formatMessage({ id: 'library.dialogs.groups.add' }, { label });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Autocomplete
        multiple
        disableCloseOnSelect
        sx={{ flexGrow: 1, minWidth: 0 }}
        options={options}
        value={value}
        loading={loading}
        disabled={disabled}
        groupBy={anyFavourite ? (o) => (o.favorito ? favourites : others) : undefined}
        getOptionLabel={(o) => o.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, next) => field.onChange(next.map((o) => o.id))}
        onBlur={field.onBlur}
        renderOption={({ key, ...rest }, o) => (
          <li key={key} {...rest}>
            {o.favorito ? <Star fontSize="small" color="warning" aria-hidden sx={{ mr: 1 }} /> : null}
            {o.nome}
          </li>
        )}
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
            error={invalid}
            inputProps={{ ...params.inputProps, 'aria-invalid': Boolean(invalid), 'aria-describedby': describedBy }}
          />
        )}
      />
      {onAddGroup ? (
        <Tooltip title={addLabel}>
          <span>
            <IconButton onClick={onAddGroup} aria-label={addLabel} disabled={disabled} sx={{ mt: 1 }}>
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
    </Box>
  );
}
