import { useApolloClient, useMutation } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { DEALER_IDS, MAX_ROWS_PER_PAGE, REMOVER_MARCA_DEALERS, type GrupoDealer, type RemocaoMarcaDealers } from './dealers.queries';
import { useMarcaOptions } from './use-marca-options';

interface RemoverMarcaGrupoProps {
  readonly grupo: GrupoDealer;
  readonly totalDealers: number;
  readonly onDone: () => void;
}

/**
 * Removes one brand from every dealer of the group (removerMarcaDealers with the group's dealer
 * ids); dealers left without any brand are inactivated by the server (spec 01 §4). The ids are
 * read page by page right before the call, so a group of any size is covered whole.
 */
export function RemoverMarcaGrupo({ grupo, totalDealers, onDone }: RemoverMarcaGrupoProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const client = useApolloClient();
  const run = useConfirmedAction();
  const [remover] = useMutation(REMOVER_MARCA_DEALERS);
  const { options } = useMarcaOptions();
  const [marcaId, setMarcaId] = useState('');
  const [result, setResult] = useState<RemocaoMarcaDealers | null>(null);
  const headingId = useId();
  const marca = options.find((m) => m.id === marcaId);

  const dealerIds = async (): Promise<string[]> => {
    const ids: string[] = [];
    for (let page = 0; ; page++) {
      const { data } = await client.query({
        query: DEALER_IDS,
        variables: { filtro: { grupoId: grupo.id, page, rowsPerPage: MAX_ROWS_PER_PAGE } },
        fetchPolicy: 'network-only',
      });
      ids.push(...data.dealers.content.map((d) => d.id));
      if (data.dealers.content.length < MAX_ROWS_PER_PAGE || ids.length >= data.dealers.totalElements) return ids;
    }
  };

  const resultMessage = (r: RemocaoMarcaDealers) =>
    intl.formatMessage({ id: 'dealers.grupo.removerMarca.done' }, { ...labels, desvinculados: r.dealersDesvinculados, inativados: r.dealersInativados });

  const submit = () => {
    if (!marca) return;
    void run({
      message: intl.formatMessage({ id: 'dealers.grupo.removerMarca.confirm' }, { ...labels, marca: marca.label, nome: grupo.nome, total: totalDealers }),
      destructive: true,
      action: async () => {
        const ids = await dealerIds();
        return (await remover({ variables: { marcaId: marca.id, dealerIds: ids } })).data!.removerMarcaDealers;
      },
      successMessage: resultMessage,
      onSuccess: (r) => {
        setResult(r);
        setMarcaId('');
        onDone();
      },
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        <FormattedMessage id="dealers.grupo.removerMarca.title" values={labels} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        <FormattedMessage id="dealers.grupo.removerMarca.help" values={{ ...labels, nome: grupo.nome }} />
      </Typography>
      {result ? (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setResult(null)} closeText={intl.formatMessage({ id: 'common.close' })}>
          {resultMessage(result)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={labels.labelMarca}
          value={marcaId}
          onChange={(e) => setMarcaId(e.target.value)}
          sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {options.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" color="error" onClick={submit} disabled={!marca || totalDealers === 0} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          <FormattedMessage id="dealers.grupo.removerMarca.button" values={labels} />
        </Button>
      </Box>
    </Box>
  );
}
