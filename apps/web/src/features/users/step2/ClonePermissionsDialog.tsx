import { useApolloClient, useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SelectOption } from '../../../components/form/FormMultiSelect';
import { SearchSelect } from '../../../components/form/SearchSelect';
import { serverMessage } from '../../../lib/apollo/errors';
import { USUARIO_PRODUTOS, USUARIOS_BUSCA, type UsuarioProdutoPermissoes } from '../users.queries';

interface ClonePermissionsDialogProps {
  /** The user being edited, left out of the choices. */
  readonly excludeId: string | null;
  readonly onClone: (source: { nome: string; produtos: readonly UsuarioProdutoPermissoes[] }) => void;
  readonly onClose: () => void;
}

const SEARCH_PAGE = 10;

/**
 * "Clone permissions from another user" (spec 01 §6): pick a user through the users search,
 * load their permissions per product (usuario(id).produtos) and hand them to the step, which
 * copies what this user may be given.
 */
export function ClonePermissionsDialog({ excludeId, onClone, onClose }: ClonePermissionsDialogProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const titleId = useId();
  const textId = useId();
  const [busca, setBusca] = useState('');
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, loading } = useQuery(USUARIOS_BUSCA, {
    variables: { filtro: { busca: busca || undefined, page: 0, rowsPerPage: SEARCH_PAGE } },
  });
  const options = ((data ?? previousData)?.usuarios.content ?? [])
    .filter((u) => u.id !== excludeId)
    .map((u) => ({ id: u.id, label: `${u.nome} (${u.email})` }));

  const copy = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await client.query({ query: USUARIO_PRODUTOS, variables: { id: chosen.id }, fetchPolicy: 'network-only' });
      onClone({ nome: result.data.usuario.nome, produtos: result.data.usuario.produtos });
    } catch (error) {
      setFailure(serverMessage(error) ?? intl.formatMessage({ id: 'toast.error' }));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'users.clone.title' })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {intl.formatMessage({ id: 'users.clone.text' })}
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <SearchSelect
            label={intl.formatMessage({ id: 'users.clone.user' })}
            value={chosen}
            onChange={setChosen}
            options={options}
            onSearch={setBusca}
            loading={loading}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'form.cancel' })}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => void copy()}>
          {intl.formatMessage({ id: 'users.clone.confirm' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
