import { LIMITS } from '@portal/domain';
import { useEffect, useState } from 'react';

/**
 * The search the page runs for the typed text: debounced 150 ms (spec 02 §5), none on mobile
 * (the box is hidden there), and cleared at once when the text is emptied, so an old search
 * never comes back while the next one is being typed.
 */
export function useLibrarySearch(texto: string, narrow: boolean): string {
  const [busca, setBusca] = useState('');
  const wanted = narrow ? '' : texto.trim();
  useEffect(() => {
    if (!wanted) {
      setBusca('');
      return;
    }
    const t = setTimeout(() => setBusca(wanted), LIMITS.menuSearchDebounceMs);
    return () => clearTimeout(t);
  }, [wanted]);
  return wanted ? busca : '';
}
