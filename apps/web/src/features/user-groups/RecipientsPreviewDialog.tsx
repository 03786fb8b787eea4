import { useQuery } from '@apollo/client';
import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../components/data-table/DataTable';
import type { DataTableColumn } from '../../components/data-table/data-table.types';
import { pagingTableProps, usePaging } from '../../components/data-table/use-paging';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { USUARIOS_BY_GRUPOS_USUARIOS_PAGED, type GrupoUsuariosInput, type Pessoa } from './user-groups.queries';

/** Spec 02 §5/§9: the recipient search waits this long after typing. */
export const RECIPIENT_SEARCH_DEBOUNCE_MS = 300;

interface RecipientsPreviewDialogProps {
  readonly onClose: () => void;
  /** The form's criteria as they are, saved or not (the API resolves them without storing). */
  readonly grupo: GrupoUsuariosInput;
}

/**
 * Who the group reaches (spec 02 §2): a search by name or e-mail, a paged table of name and
 * e-mail resolved on the server, an empty state and a close icon. Mounted only while open, so
 * each opening starts from the first page with the criteria of that moment.
 */
export function RecipientsPreviewDialog({ onClose, grupo }: RecipientsPreviewDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busca, setBusca] = useState('');
  const paging = usePaging();
  const debounced = useDebouncedValue(busca.trim(), RECIPIENT_SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading, error, refetch } = useQuery(USUARIOS_BY_GRUPOS_USUARIOS_PAGED, {
    variables: { filterInput: { grupo, busca: debounced || null, page: paging.page, rowsPerPage: paging.rowsPerPage } },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.usuariosByGruposUsuariosPaged;
  const title = intl.formatMessage({ id: 'userGroups.preview.title' });
  const columns: DataTableColumn<Pessoa>[] = [
    { id: 'nome', header: intl.formatMessage({ id: 'userGroups.col.nome' }), primary: true, cell: (p) => p.nome },
    { id: 'email', header: intl.formatMessage({ id: 'userGroups.preview.email' }), cell: (p) => p.email },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <TextField
          type="search"
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'userGroups.preview.search' })}
          value={busca}
          onChange={(e) => {
            setBusca(e.target.value);
            paging.firstPage();
          }}
          sx={{ mt: 1, mb: 2 }}
        />
        {result ? (
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {intl.formatMessage({ id: 'userGroups.preview.total' }, { total: result.totalElements })}
          </Typography>
        ) : null}
        <DataTable
          label={title}
          columns={columns}
          rows={result?.content}
          getRowKey={(p) => p.id}
          totalElements={result?.totalElements ?? 0}
          {...pagingTableProps(paging)}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          emptyMessage={intl.formatMessage({ id: 'userGroups.preview.empty' })}
        />
      </DialogContent>
    </Dialog>
  );
}
