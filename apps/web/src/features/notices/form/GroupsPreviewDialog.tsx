import { useQuery } from '@apollo/client';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PREVIEW_GRUPOS_FORM } from './form.queries';
import type { MessageId } from '../../../lib/intl/catalogs';

const ROWS = 10;

/**
 * Who the chosen user groups reach (issue #14: "lets the author open the recipients preview of
 * the user groups"): destinatariosGruposComunicado (the user groups' preview under the notices'
 * features) by group ids, only the people the author may see, searched by name or e-mail and
 * paged on the server. The excluded users and single addresses are counted
 * by the audience figure beside the button, not listed here.
 */
export function GroupsPreviewDialog({ grupos, onClose }: { readonly grupos: readonly string[]; readonly onClose: () => void }) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busca, setBusca] = useState('');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(busca.trim(), 300);
  const { data, previousData, error } = useQuery(PREVIEW_GRUPOS_FORM, {
    variables: { filtro: { idsGrupos: [...grupos], busca: debounced || null, page, rowsPerPage: ROWS } },
    fetchPolicy: 'network-only',
  });
  const result = (data ?? previousData)?.destinatariosGruposComunicado;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {intl.formatMessage({ id: 'noticesForm.preview.title' })}
      </DialogTitle>
      <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          type="search"
          label={intl.formatMessage({ id: 'noticesForm.preview.search' })}
          value={busca}
          onChange={(e) => {
            setBusca(e.target.value);
            setPage(0);
          }}
        />
        {error ? <Alert severity="error">{intl.formatMessage({ id: 'noticesForm.preview.error' })}</Alert> : null}
        {result && result.content.length === 0 ? (
          <Typography sx={{ my: 2 }}>{intl.formatMessage({ id: 'noticesForm.preview.empty' })}</Typography>
        ) : null}
        {result && result.content.length > 0 ? (
          <List dense aria-label={intl.formatMessage({ id: 'noticesForm.preview.title' })}>
            {result.content.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText primary={p.nome} secondary={p.email} sx={{ overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
          </List>
        ) : null}
        {result ? (
          <TablePagination
            component="div"
            count={result.totalElements}
            page={page}
            rowsPerPage={ROWS}
            rowsPerPageOptions={[ROWS]}
            onPageChange={(_, p) => setPage(p)}
            labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'noticesForm.preview.rows' }, { from, to, count })}
            getItemAriaLabel={(type) => intl.formatMessage({ id: `noticesForm.preview.${type}` as MessageId })}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
