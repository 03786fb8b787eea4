import { useQuery } from '@apollo/client';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ALL_USER_TYPES, type UserType } from '@portal/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ActiveFilterSelect } from '../../../components/data-table/ActiveFilterSelect';
import type { ListParams } from '../../../components/data-table/use-list-params';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import { USUARIO_DOMINIO } from '../users.queries';

export const USER_FILTER_KEYS = ['tipo', 'marcaId', 'grupoId', 'dealerId', 'active'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

interface Option {
  readonly id: string;
  readonly label: string;
}

const filterSx = { minWidth: 170, flex: { xs: '1 1 160px', md: '0 0 auto' } } as const;

/** One choice among many (groups, dealers), typed to filter the options. */
function OptionFilter({ label, options, value, onChange, helperText }: {
  label: string;
  options: readonly Option[];
  value: string | undefined;
  onChange: (id: string | null) => void;
  helperText?: string;
}) {
  const intl = useIntl();
  const selected = options.find((o) => o.id === value) ?? (value ? { id: value, label: value } : null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_, next) => onChange(next?.id ?? null)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={intl.formatMessage({ id: 'form.select.noOptions' })}
      openText={intl.formatMessage({ id: 'form.select.open' })}
      closeText={intl.formatMessage({ id: 'form.select.close' })}
      clearText={intl.formatMessage({ id: 'form.select.clear' })}
      sx={{ ...filterSx, minWidth: 210 }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

/**
 * The list's filters (type, brand, dealer group, dealer, active), kept in the URL. Groups are
 * narrowed by the brand; dealers are offered once a brand or a group is chosen (the API lists
 * dealers only then, so a network of 2,000 dealers never fills one select).
 */
export function UsersFilters({ params }: { params: ListParams<UserFilterKey> }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { marcaId, grupoId } = params.filters;
  const { data, previousData } = useQuery(USUARIO_DOMINIO, {
    variables: { marcas: marcaId ? [marcaId] : undefined, grupos: grupoId ? [grupoId] : undefined },
  });
  const dominio = (data ?? previousData)?.usuarioDominio;
  const { dealerId } = params.filters;
  const { setFilter } = params;

  // A dealer the chosen brand and group no longer offer is dropped (one URL update per change:
  // React Router does not queue two in the same tick).
  useEffect(() => {
    if (dealerId && data && !data.usuarioDominio.dealers.some((d) => d.id === dealerId)) setFilter('dealerId', null);
  }, [dealerId, data, setFilter]);
  const all = intl.formatMessage({ id: 'table.filter.status.all' });

  return (
    <>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'users.field.tipo' })}
        value={params.filters.tipo ?? ''}
        onChange={(e) => params.setFilter('tipo', e.target.value)}
        sx={filterSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{all}</MenuItem>
        {ALL_USER_TYPES.map((t: UserType) => (
          <MenuItem key={t} value={t}>
            {intl.formatMessage({ id: `userType.${t}` }, labels)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={labels.labelMarca}
        value={marcaId ?? ''}
        onChange={(e) => params.setFilter('marcaId', e.target.value)}
        sx={filterSx}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{all}</MenuItem>
        {(dominio?.marcas ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.description}
          </MenuItem>
        ))}
        {/* A brand from the URL that is not (or not yet) among the options still shows. */}
        {marcaId && !dominio?.marcas.some((m) => m.id === marcaId) ? <MenuItem value={marcaId}>{marcaId}</MenuItem> : null}
      </TextField>
      <OptionFilter
        label={labels.labelGrupo}
        options={(dominio?.grupos ?? []).map((g) => ({ id: g.id, label: g.nome }))}
        value={grupoId}
        onChange={(id) => params.setFilter('grupoId', id)}
      />
      <OptionFilter
        label={labels.labelDealer}
        options={(dominio?.dealers ?? []).map((d) => ({ id: d.id, label: `${d.nomeExibicao} (${d.codigoPrincipal})` }))}
        value={dealerId}
        onChange={(id) => params.setFilter('dealerId', id)}
        helperText={
          !marcaId && !grupoId
            ? intl.formatMessage({ id: 'users.list.dealerFilterHint' }, labels)
            : undefined
        }
      />
      <ActiveFilterSelect value={params.filters.active} onChange={(v) => params.setFilter('active', v)} />
    </>
  );
}
