import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/form/FormMultiSelect';
import { MARCAS, MAX_ROWS_PER_PAGE, type IdDescricao } from './dealers.queries';

/**
 * Brand choices of the dealer screens: the network's active brands, plus the brands already on
 * the record being edited (an inactive brand stays chosen and named, never silently dropped).
 * Sorted by name.
 */
export function useMarcaOptions(extra: readonly IdDescricao[] = []): { options: SelectOption[]; loading: boolean } {
  const { data, loading } = useQuery(MARCAS, {
    variables: { filtro: { active: true, page: 0, rowsPerPage: MAX_ROWS_PER_PAGE } },
    fetchPolicy: 'cache-first',
  });
  const options = useMemo(() => {
    const byId = new Map<string, SelectOption>();
    for (const m of data?.marcasPagina.content ?? []) byId.set(m.id, { id: m.id, label: m.nome });
    for (const m of extra) if (!byId.has(m.id)) byId.set(m.id, { id: m.id, label: m.description });
    return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [data, extra]);
  return { options, loading };
}
