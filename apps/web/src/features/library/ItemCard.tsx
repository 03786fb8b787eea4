import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ItemCheckbox } from './ItemCheckbox';
import { ItemIcon } from './ItemIcon';
import { CutName } from './CutName';
import { formatModified, formatSize } from './library-format';
import { useLibraryItemActions } from './library-item-actions';
import type { LibraryItem } from './library.queries';
import { focusRing } from '../../components/a11y/sr-only';
import { useItemInteraction } from './use-item-interaction';

/**
 * One item in grid mode: the whole card takes clicks and double clicks; the name is the
 * card's focusable element (Enter opens, Space selects) and the checkbox selects.
 */
export function ItemCard({ item, list }: { item: LibraryItem; list: readonly LibraryItem[] }) {
  const intl = useIntl();
  const { hintId } = useLibraryItemActions();
  const { mouse, onKeyDown, selected } = useItemInteraction(item, list);
  const details = [formatModified(intl, item.ultimaModificacao), item.proprietario.nome];
  if (item.arquivo) details.push(formatSize(intl, item.arquivo.tamanho));
  return (
    <Paper
      component="li"
      variant="outlined"
      onClick={mouse.onClick}
      onDoubleClick={mouse.onDoubleClick}
      data-selected={selected || undefined}
      sx={{
        p: 1.5,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        minWidth: 0,
        cursor: 'pointer',
        userSelect: 'none',
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&:has(:focus-visible)': { borderColor: 'primary.main' },
      }}
    >
      <ItemCheckbox item={item} />
      <ItemIcon item={item} sx={{ mt: 0.75 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          component="span"
          role="button"
          tabIndex={0}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
          sx={{ display: 'block', fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere', borderRadius: 0.5, '&:focus-visible': focusRing }}
        >
          <CutName nome={item.nome} />
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {details.join(' · ')}
        </Typography>
      </Box>
    </Paper>
  );
}
