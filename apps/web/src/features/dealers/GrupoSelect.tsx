import { useQuery } from '@apollo/client';
import { useMemo, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import { SearchSelect } from '../../components/form/SearchSelect';
import { GRUPO_DEALER, GRUPOS_DEALERS } from './dealers.queries';

/** How many groups the picker offers per search (the list of groups can be long). */
const GROUP_OPTIONS = 20;

interface GrupoSelectProps {
  readonly label: string;
  readonly value: SelectOption | null;
  readonly onChange: (value: SelectOption | null) => void;
  readonly error?: string;
  readonly helperText?: string;
  readonly name?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onBlur?: () => void;
  readonly size?: 'small' | 'medium';
  readonly sx?: object;
}

/** Picks a dealer group, searched by name on the server; inactive groups say so. */
export function GrupoSelect(props: GrupoSelectProps) {
  const intl = useIntl();
  const [busca, setBusca] = useState('');
  const { data, loading } = useQuery(GRUPOS_DEALERS, {
    variables: { filtro: { busca: busca || null, page: 0, rowsPerPage: GROUP_OPTIONS } },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const options = useMemo(
    () =>
      (data?.gruposDealers.content ?? []).map((g) => ({
        id: g.id,
        label: g.active ? g.nome : intl.formatMessage({ id: 'dealers.grupo.inactiveOption' }, { nome: g.nome }),
      })),
    [data, intl],
  );
  return <SearchSelect {...props} options={options} loading={loading} onSearch={setBusca} />;
}

/** The option of a group known only by id (a filter read from the address bar). */
export function useGrupoOption(id: string | undefined): SelectOption | null {
  const intl = useIntl();
  const { data } = useQuery(GRUPO_DEALER, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-first' });
  const g = data?.grupoDealer;
  if (!id) return null;
  if (!g) return { id, label: id };
  return { id, label: g.active ? g.nome : intl.formatMessage({ id: 'dealers.grupo.inactiveOption' }, { nome: g.nome }) };
}
