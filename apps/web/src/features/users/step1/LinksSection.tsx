import Box from '@mui/material/Box';
import { usesDealers } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormMultiSelect } from '../../../components/form/FormMultiSelect';
import { usePortalLabels } from '../../../lib/portal-properties/PortalPropertiesContext';
import type { UsuarioDominio } from '../users.queries';
import type { UserFormValues } from '../wizard/user-form';
import type { UserFormContext } from '../wizard/user-form-resolver';

interface LinksSectionProps {
  readonly form: UseFormReturn<UserFormValues, UserFormContext>;
  /** Options for the current brands and groups; undefined while the first answer loads. */
  readonly dominio: UsuarioDominio | undefined;
  readonly loading: boolean;
  readonly dealerLabel: (dealerId: string) => string;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * Brands, and for the dealer-group type its groups and dealers. The cascades of spec 01 §4 run
 * in BasicDataStep as each of these changes; here the options follow the choices (groups of the
 * chosen brands, dealers of the chosen groups). Groups and dealers stay enabled (a disabled
 * field's hint would be unreadable grey) and say what to choose first.
 */
export function LinksSection({ form, dominio, loading, dealerLabel }: LinksSectionProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const { control } = form;
  const [tipo, marcas, grupos] = form.watch(['tipo', 'marcas', 'grupos']);
  const dealerGroupType = usesDealers(tipo || null);

  return (
    <Box sx={grid}>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <FormMultiSelect
          control={control}
          name="marcas"
          label={labels.labelMarcas}
          loading={loading}
          options={(dominio?.marcas ?? []).map((m) => ({ id: m.id, label: m.description }))}
          helperText={dealerGroupType ? intl.formatMessage({ id: 'users.field.marcas.hint' }, labels) : undefined}
        />
      </Box>
      {dealerGroupType ? (
        <>
          <FormMultiSelect
            control={control}
            name="grupos"
            label={labels.labelGrupos}
            loading={loading}
            options={(dominio?.grupos ?? []).map((g) => ({ id: g.id, label: g.nome }))}
            helperText={marcas.length === 0 ? intl.formatMessage({ id: 'users.field.grupos.hint' }, labels) : undefined}
          />
          <FormMultiSelect
            control={control}
            name="idsDealers"
            label={labels.labelDealers}
            loading={loading}
            options={(dominio?.dealers ?? []).map((d) => ({ id: d.id, label: dealerLabel(d.id) }))}
            helperText={grupos.length === 0 ? intl.formatMessage({ id: 'users.field.idsDealers.hint' }, labels) : undefined}
          />
        </>
      ) : null}
    </Box>
  );
}
