import { LIMITS, type SelectableItem } from '@portal/domain';
import type { IntlShape } from 'react-intl';
import type { LibraryItem } from './library.queries';

/**
 * A name as the lists show it (spec 02 §2): cut at 40 characters and followed by '...'; the
 * caller shows the full name in a tooltip and as the accessible name.
 */
export function truncateName(nome: string, max: number = LIMITS.nameTruncateChars): string {
  return nome.length > max ? `${nome.slice(0, max)}...` : nome;
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the reader's language (1 kB = 1000 bytes, as file managers show it). */
export function formatSize(intl: IntlShape, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return intl.formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1 });
}

/** The last-modified date and time in the reader's language. */
export function formatModified(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
}

/** What the shared selection rules (@portal/domain selectionActions) read of an item. */
export function toSelectable(item: LibraryItem): SelectableItem {
  return {
    pasta: item.pasta,
    pastaPaiId: item.pastaPai?.id ?? null,
    permissoes: item.permissoesAcessoUsuarioLogado.map((p) => p.id),
  };
}

/** The slice of a client-side paged list (itemsPorPasta and ultimosModificados come whole). */
export function pageOf<T>(rows: readonly T[], page: number, rowsPerPage: number): readonly T[] {
  return rows.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
}
