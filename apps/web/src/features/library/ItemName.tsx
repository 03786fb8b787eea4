import Box from '@mui/material/Box';
import { ItemIcon } from './ItemIcon';
import { CutName } from './CutName';
import { useLibraryItemActions } from './library-item-actions';
import type { LibraryItem } from './library.queries';
import { focusRing } from '../../components/a11y/sr-only';
import { useItemInteraction } from './use-item-interaction';

/**
 * An item's name in a table row: the element that takes clicks, double clicks, Enter and Space
 * (spec 02 §2). Cut at 40 characters; the full name is its tooltip and accessible name (CutName).
 */
export function ItemName({ item, list }: { item: LibraryItem; list: readonly LibraryItem[] }) {
  const { hintId } = useLibraryItemActions();
  const { mouse, onKeyDown } = useItemInteraction(item, list);
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      aria-describedby={hintId}
      onClick={mouse.onClick}
      onDoubleClick={mouse.onDoubleClick}
      onKeyDown={onKeyDown}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        cursor: 'pointer',
        userSelect: 'none',
        borderRadius: 0.5,
        overflowWrap: 'anywhere',
        '&:focus-visible': focusRing,
      }}
    >
      <ItemIcon item={item} fontSize="small" />
      <CutName nome={item.nome} />
    </Box>
  );
}
