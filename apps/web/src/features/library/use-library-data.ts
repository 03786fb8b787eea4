import { useQuery } from '@apollo/client';
import { useCallback } from 'react';
import { BUSCA_BIBLIOTECA_PAGED, ITEMS_POR_PASTA, PASTA, ULTIMOS_MODIFICADOS, type BuscaBibliotecaFiltro } from './library.queries';

/**
 * Every query of the library page (spec 02 §7): the folder (skipped at the root), its items
 * (network-only, as the spec says), the last-modified files (root only) and the search (only
 * while one runs). `refetch` asks again for what is on screen, after a dialog changed things.
 */
export function useLibraryData(idPasta: string | null, search: BuscaBibliotecaFiltro | null) {
  const pasta = useQuery(PASTA, { variables: { idPasta: idPasta ?? '' }, skip: !idPasta });
  const items = useQuery(ITEMS_POR_PASTA, { variables: { idPastaPai: idPasta }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const ultimos = useQuery(ULTIMOS_MODIFICADOS, { skip: !!idPasta, fetchPolicy: 'cache-and-network' });
  const busca = useQuery(BUSCA_BIBLIOTECA_PAGED, {
    variables: { filterInput: search ?? { busca: '', page: 0, rowsPerPage: 0 } },
    skip: !search,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const { refetch: refetchPasta } = pasta;
  const { refetch: refetchItems } = items;
  const { refetch: refetchUltimos } = ultimos;
  const { refetch: refetchBusca } = busca;
  const searching = !!search;
  const refetch = useCallback(async () => {
    await Promise.allSettled([
      idPasta ? refetchPasta() : null,
      refetchItems(),
      idPasta ? null : refetchUltimos(),
      searching ? refetchBusca() : null,
    ]);
  }, [idPasta, searching, refetchPasta, refetchItems, refetchUltimos, refetchBusca]);

  return {
    pasta,
    items,
    ultimos,
    busca: { ...busca, page: (busca.data ?? busca.previousData)?.buscaBibliotecaPaged },
    refetch,
  };
}
