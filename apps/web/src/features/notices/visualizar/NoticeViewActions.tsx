import { useMutation, useQuery } from '@apollo/client';
import BarChart from '@mui/icons-material/BarChart';
import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import Edit from '@mui/icons-material/Edit';
import EventBusy from '@mui/icons-material/EventBusy';
import PostAdd from '@mui/icons-material/PostAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FEATURES } from '@portal/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useConfirmedAction } from '../../../components/confirmed-action/use-confirmed-action';
import { useToast } from '../../../components/toast/use-toast';
import { USUARIO_LOGADO_ACESSO } from '../../../lib/auth/auth.queries';
import { useCanAccess } from '../../../lib/auth/use-signed-in-subject';
import { noticePaths } from '../common/notice-paths';
import { RejectDialog } from './RejectDialog';
import { APROVAR_COMUNICADO, CANCELAR_AGENDAMENTO, REJEITAR_COMUNICADO, type ComunicadoVisualizar } from './visualizar.queries';

const APPROVER = { features: [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS] };

/**
 * What the caller may do with the notice now, from the server's podeX flags (the server checks
 * again): approve or reject (the picked approver), edit (the author's draft or rejected notice),
 * cancel the schedule, start an errata, open the dashboard.
 */
export function NoticeViewActions({ c }: { readonly c: ComunicadoVisualizar }) {
  const intl = useIntl();
  const toast = useToast();
  const run = useConfirmedAction();
  const [rejecting, setRejecting] = useState(false);
  const [aprovar] = useMutation(APROVAR_COMUNICADO);
  const [rejeitar] = useMutation(REJEITAR_COMUNICADO);
  const [cancelar] = useMutation(CANCELAR_AGENDAMENTO);
  const t = (id: 'approve' | 'approveConfirm' | 'approved' | 'reject' | 'rejected' | 'edit' | 'cancelSchedule' | 'cancelScheduleConfirm' | 'scheduleCancelled' | 'errata' | 'dashboard') =>
    intl.formatMessage({ id: `noticesForm.view.${id}` });
  const me = useQuery(USUARIO_LOGADO_ACESSO, { fetchPolicy: 'cache-first' }).data?.usuarioLogado?.id;
  const approves = useCanAccess(APPROVER);
  // cancelarAgendamentoComunicado: the author or an approval holder (the view carries no flag for it).
  const mayCancel = c.status.id === 'AGENDADO' && (approves || me === c.usuarioCriador.id);

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 3 }}>
      {c.podeAprovar ? (
        <>
          <Button
            variant="contained"
            startIcon={<Check />}
            onClick={() =>
              void run({ message: t('approveConfirm'), confirmLabel: t('approve'), action: () => aprovar({ variables: { id: c.id } }), successMessage: t('approved') })
            }
          >
            {t('approve')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<Block />} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </>
      ) : null}
      {c.podeEditar ? (
        <Button variant="outlined" startIcon={<Edit />} component={RouterLink} to={noticePaths.editar(c.id)}>
          {t('edit')}
        </Button>
      ) : null}
      {mayCancel ? (
        <Button
          variant="outlined"
          startIcon={<EventBusy />}
          onClick={() =>
            void run({
              message: t('cancelScheduleConfirm'),
              confirmLabel: t('cancelSchedule'),
              destructive: true,
              action: () => cancelar({ variables: { id: c.id } }),
              successMessage: t('scheduleCancelled'),
            })
          }
        >
          {t('cancelSchedule')}
        </Button>
      ) : null}
      {c.podeCriarErrata ? (
        <Button variant="outlined" startIcon={<PostAdd />} component={RouterLink} to={noticePaths.errata(c.id)}>
          {t('errata')}
        </Button>
      ) : null}
      {c.status.id === 'ENVIADO' ? (
        <Button variant="outlined" startIcon={<BarChart />} component={RouterLink} to={noticePaths.dashboard(c.id)}>
          {t('dashboard')}
        </Button>
      ) : null}
      {rejecting ? (
        <RejectDialog
          titulo={c.titulo}
          onClose={() => setRejecting(false)}
          onReject={async (motivo) => {
            await rejeitar({ variables: { id: c.id, motivo } });
            setRejecting(false);
            toast.success(t('rejected'));
          }}
        />
      ) : null}
    </Stack>
  );
}
