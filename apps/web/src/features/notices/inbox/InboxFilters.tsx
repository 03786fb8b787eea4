import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DEPARTAMENTOS_COMUNICADOS, ETIQUETAS_COMUNICADOS } from './inbox.queries';

/** The filters of every /comunicados list, kept in the address. */
export const FILTER_KEYS = ['departamento', 'etiqueta', 'naoLidos'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

interface InboxFiltersProps {
  readonly filters: Readonly<Partial<Record<FilterKey, string>>>;
  readonly setFilter: (key: FilterKey, value: string | null) => void;
  /** The tag suggestions come from the server (notice writers and approvers: etiquetasComunicados). */
  readonly suggestTags: boolean;
  /** Tags of the rows on screen, offered to everyone else. */
  readonly tagsOnScreen: readonly string[];
  /** The "only unread" switch (the inbox). */
  readonly unreadSwitch: boolean;
}

/** Department and tag filters (and, on the inbox, "only unread"). */
export function InboxFilters({ filters, setFilter, suggestTags, tagsOnScreen, unreadSwitch }: InboxFiltersProps) {
  const intl = useIntl();
  const departamentos = useQuery(DEPARTAMENTOS_COMUNICADOS, { fetchPolicy: 'cache-first' }).data?.departamentosComunicados ?? [];
  // Starts from the tag in the address: a freeSolo Autocomplete does not copy its value into the input on mount.
  const [tagText, setTagText] = useState(filters.etiqueta ?? '');
  const busca = useDebouncedValue(tagText.trim(), 300);
  const etiquetas = useQuery(ETIQUETAS_COMUNICADOS, { variables: { busca: busca || null }, skip: !suggestTags }).data?.etiquetasComunicados;
  const options = suggestTags ? (etiquetas ?? []) : [...new Set(tagsOnScreen)].sort((a, b) => a.localeCompare(b));
  const departamento = filters.departamento ?? '';
  return (
    <>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'notices.filter.departamento' })}
        value={departamentos.some((d) => d.id === departamento) ? departamento : ''}
        onChange={(e) => setFilter('departamento', e.target.value || null)}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '1 1 200px', md: '0 0 auto' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: 'notices.filter.all' })}</MenuItem>
        {departamentos.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.sigla ? `${d.sigla} · ${d.nome}` : d.nome}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        autoSelect
        size="small"
        options={options}
        value={filters.etiqueta ?? null}
        onChange={(_, v) => setFilter('etiqueta', v?.trim() || null)}
        inputValue={tagText}
        onInputChange={(_, v) => setTagText(v)}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '1 1 200px', md: '0 0 auto' } }}
        renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'notices.filter.etiqueta' })} />}
      />
      {unreadSwitch ? (
        <FormControlLabel
          control={<Switch checked={filters.naoLidos === '1'} onChange={(e) => setFilter('naoLidos', e.target.checked ? '1' : null)} />}
          label={intl.formatMessage({ id: 'notices.filter.naoLidos' })}
          sx={{ mr: 0 }}
        />
      ) : null}
    </>
  );
}
