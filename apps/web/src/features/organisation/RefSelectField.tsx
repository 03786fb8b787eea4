import { useQuery } from '@apollo/client';
import { useMemo, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import { SearchSelect } from '../../components/form/SearchSelect';
import type { RefKey } from './catalog.types';
import { CATALOGS } from './catalogs';
import { OPTIONS } from './organisation.queries';
import type { CatalogFormValues } from './form-values';

/** How many choices a search offers at a time (the lists can grow; the search narrows them). */
const OPTIONS_PER_SEARCH = 20;

interface RefSelectFieldProps {
  readonly control: Control<CatalogFormValues>;
  readonly name: string;
  readonly label: string;
  /** The list the field points at. */
  readonly refKey: RefKey;
  readonly readOnly: boolean;
  readonly helperText?: string;
  readonly validate: (value: unknown) => true | string;
}

/**
 * A reference to another administration list (a sector's division, a brand's economic group …),
 * searched on the server by name. Only active rows are offered (the API refuses a newly chosen
 * inactive one); the stored choice stays shown even when it has been inactivated since.
 */
export function RefSelectField({ control, name, label, refKey, readOnly, helperText, validate }: RefSelectFieldProps) {
  const intl = useIntl();
  const [busca, setBusca] = useState('');
  const { data, loading } = useQuery(OPTIONS[refKey], {
    variables: {
      filtro: { busca: busca || null, ...(CATALOGS[refKey].docs.ativar ? { active: true } : {}), page: 0, rowsPerPage: OPTIONS_PER_SEARCH },
    },
    skip: readOnly,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const options = useMemo<SelectOption[]>(
    () => (data?.page.content ?? []).map((r) => ({ id: r.id, label: r.nome })),
    [data],
  );
  return (
    <Controller
      control={control}
      name={name}
      rules={{ validate }}
      render={({ field, fieldState }) => (
        <SearchSelect
          label={label}
          value={(field.value as SelectOption | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          options={options}
          loading={loading}
          onSearch={setBusca}
          disabled={readOnly}
          error={fieldState.error?.message}
          helperText={helperText ?? (readOnly ? undefined : intl.formatMessage({ id: 'organisation.help.refSearch' }))}
        />
      )}
    />
  );
}
