import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { ListParams } from '../../components/data-table/use-list-params';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { GrupoSelect, useGrupoOption } from './GrupoSelect';
import { useMarcaOptions } from './use-marca-options';

/** The dealers list's own filters: its group (searched) and a brand. */
export function DealerFilters({ list }: { readonly list: ListParams<'grupoId' | 'marcaId' | 'active'> }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { options: marcas } = useMarcaOptions();
  const grupo = useGrupoOption(list.filters.grupoId);
  return (
    <>
      <GrupoSelect
        label={labels.labelGrupo}
        value={grupo}
        onChange={(g) => list.setFilter('grupoId', g?.id)}
        size="small"
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '1 1 200px', md: '0 0 220px' } }}
      />
      <TextField
        select
        size="small"
        label={labels.labelMarca}
        value={list.filters.marcaId ?? ''}
        onChange={(e) => list.setFilter('marcaId', e.target.value)}
        sx={{ minWidth: 160, flex: { xs: '1 1 140px', md: '0 0 auto' } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: 'dealers.list.anyMarca' })}</MenuItem>
        {marcas.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
