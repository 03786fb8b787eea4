import Checkbox from '@mui/material/Checkbox';
import { useIntl } from 'react-intl';
import { useLibraryItemActions } from './library-item-actions';
import type { LibraryItem } from './library.queries';

/**
 * Per-item selection (spec 02 §2 "Selection is per item through a checkbox"). Its clicks stop
 * here, so they never count as a click on the item around it.
 */
export function ItemCheckbox({ item }: { item: LibraryItem }) {
  const intl = useIntl();
  const { isSelected, toggle } = useLibraryItemActions();
  return (
    <Checkbox
      size="small"
      checked={isSelected(item.id)}
      onChange={() => toggle(item)}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'library.item.select' }, { nome: item.nome }) } }}
      sx={{ p: 0.75 }}
    />
  );
}
