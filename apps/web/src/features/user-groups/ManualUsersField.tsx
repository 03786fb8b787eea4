import { useQuery } from '@apollo/client';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { GroupFormValues, ManualUser } from './group-form';
import { USUARIOS_BY_NOME_OR_EMAIL } from './user-groups.queries';

/** Spec 02 §5/§9: the manual-user search waits this long after typing. */
export const MANUAL_USERS_DEBOUNCE_MS = 1000;

/**
 * The manual users of a group: searched by name or e-mail prefix (usuariosByNomeOrEmailStartingWith),
 * asked only with text, chosen ones shown as removable chips.
 */
export function ManualUsersField({ control }: { control: Control<GroupFormValues> }) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name: 'usuariosManuais' });
  const [input, setInput] = useState('');
  const texto = useDebouncedValue(input.trim(), MANUAL_USERS_DEBOUNCE_MS);
  const { data, loading } = useQuery(USUARIOS_BY_NOME_OR_EMAIL, { variables: { texto }, skip: !texto, fetchPolicy: 'network-only' });
  const options: ManualUser[] = texto ? (data?.usuariosByNomeOrEmailStartingWith ?? []).map(({ id, nome, email }) => ({ id, nome, email })) : [];
  const value = field.value;
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      loading={loading}
      // The server already filtered by prefix.
      filterOptions={(o) => o}
      filterSelectedOptions
      getOptionLabel={(u) => `${u.nome} (${u.email})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_, next) => field.onChange(next)}
      onBlur={field.onBlur}
      noOptionsText={intl.formatMessage({ id: texto ? 'form.select.noOptions' : 'userGroups.manual.typeToSearch' })}
      loadingText={intl.formatMessage({ id: 'form.select.loading' })}
      openText={intl.formatMessage({ id: 'form.select.open' })}
      closeText={intl.formatMessage({ id: 'form.select.close' })}
      clearText={intl.formatMessage({ id: 'form.select.clear' })}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={intl.formatMessage({ id: 'userGroups.field.usuariosManuais' })}
          error={Boolean(message)}
          helperText={message ?? intl.formatMessage({ id: 'userGroups.field.usuariosManuaisHint' })}
        />
      )}
    />
  );
}
