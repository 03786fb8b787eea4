import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canWrite } from '@portal/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../lib/intl/catalogs';
import { toSelectable } from './library-format';
import type { LibrarySelection } from './use-library-selection';

/** The bar's actions; each opens its dialog (download runs at once). */
export type SelectionAction = 'remove' | 'move' | 'download' | 'grant' | 'rename' | 'details';

interface SelectionBarProps {
  readonly selection: LibrarySelection;
  /** Grants need PORTAL_GERENCIAR_BIBLIOTECA (spec 02 §6): the button is offered to managers only. */
  readonly canManage: boolean;
  readonly onAction: (action: SelectionAction) => void;
}

/**
 * Shown while items are selected (spec 02 §2): '{n} itens selecionados', then remove, move,
 * download (when files are selected), grant access (when a folder is selected), rename and the
 * access details of one writable folder. Enabled exactly as selectionActions of @portal/domain.
 */
export function SelectionBar({ selection, canManage, onAction }: SelectionBarProps) {
  const intl = useIntl();
  const { items, actions } = selection;
  if (items.length === 0) return null;
  const single = items.length === 1 ? items[0] : undefined;
  const details = !!single && single.pasta && canWrite(toSelectable(single));

  const button = (action: SelectionAction, label: MessageId, icon: ReactNode, enabled: boolean) => (
    <Button key={action} size="small" startIcon={icon} disabled={!enabled} onClick={() => onAction(action)}>
      {intl.formatMessage({ id: label })}
    </Button>
  );

  return (
    <Paper
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'library.selection.label' })}
      elevation={3}
      sx={{ position: 'sticky', top: 8, zIndex: 2, mb: 2, px: 1.5, py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <IconButton size="small" aria-label={intl.formatMessage({ id: 'library.selection.clear' })} title={intl.formatMessage({ id: 'library.selection.clear' })} onClick={selection.clear}>
        <Close fontSize="small" />
      </IconButton>
      <Typography sx={{ fontWeight: 600, mr: 1 }} data-testid="library-selection-count">
        {intl.formatMessage({ id: 'library.selection.count' }, { n: items.length })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {button('remove', 'library.action.remove', <DeleteOutline />, actions.remover)}
        {button('move', 'library.action.move', <DriveFileMoveOutlined />, actions.mover)}
        {selection.hasFiles ? button('download', 'library.action.download', <Download />, actions.baixar) : null}
        {selection.hasFolders && canManage ? button('grant', 'library.action.grant', <LockOpenOutlined />, actions.concederAcesso) : null}
        {button('rename', 'library.action.rename', <DriveFileRenameOutline />, actions.renomear)}
        {button('details', 'library.action.details', <ManageSearch />, details)}
      </Box>
    </Paper>
  );
}
