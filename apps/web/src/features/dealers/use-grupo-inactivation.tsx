import { useMutation } from '@apollo/client';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { INATIVAR_GRUPO_DEALER, type GrupoDealer, type InativacaoGrupoDealer } from './dealers.queries';
import type { Inactivation } from './list.types';

/**
 * Inactivating a dealer group says first that its dealers and their users go with it (spec 01
 * §4), then reports how many did, in the toast and in a note that stays until dismissed.
 */
export function useGrupoInactivation(refetch: () => void): Inactivation<GrupoDealer> {
  const intl = useIntl();
  const labels = usePortalLabels();
  const run = useConfirmedAction();
  const [inativar] = useMutation(INATIVAR_GRUPO_DEALER);
  const [cascade, setCascade] = useState<InativacaoGrupoDealer | null>(null);

  const cascadeMessage = (r: InativacaoGrupoDealer) =>
    intl.formatMessage(
      { id: 'dealers.grupos.inactivated' },
      { ...labels, nome: r.grupo.nome, dealers: r.dealersInativados, usuarios: r.usuariosInativados },
    );

  const inactivate = (g: GrupoDealer) => {
    const values = { ...labels, nome: g.nome };
    void run({
      title: intl.formatMessage({ id: 'dealers.grupos.confirmInactivateTitle' }, values),
      message: intl.formatMessage({ id: 'dealers.grupos.confirmInactivate' }, { ...values, dealers: g.totalDealers }),
      destructive: true,
      action: async () => (await inativar({ variables: { id: g.id } })).data!.inativarGrupoDealer,
      successMessage: cascadeMessage,
      onSuccess: (r) => {
        setCascade(r);
        refetch();
      },
    });
  };

  const notice = cascade ? (
    <Alert severity="info" onClose={() => setCascade(null)} sx={{ mb: 2 }} closeText={intl.formatMessage({ id: 'common.close' })}>
      {cascadeMessage(cascade)}
    </Alert>
  ) : null;
  return { inactivate, notice };
}
