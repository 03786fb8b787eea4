import { useMutation } from '@apollo/client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfirmedAction } from '../../components/confirmed-action/use-confirmed-action';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import type { MessageId } from '../../lib/intl/catalogs';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { RelatorioView } from './RelatorioView';
import {
  SINCRONIZAR_DEALERS,
  SINCRONIZAR_GRUPOS,
  SINCRONIZAR_IDENTITY_PROVIDER,
  SINCRONIZAR_USUARIOS,
  type Relatorio,
} from './superadmin.queries';

/** One synchronisation's card: what it covers, its run and its dry run. */
function SyncCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * Synchronisation tab (spec 01 §2, §7 sincronizar*): users, dealers, groups and one user by
 * e-mail with the identity provider. Each can be simulated first (dryRun: the same report,
 * nothing written); every run asks confirmation (focus on Cancel) and shows its report below.
 */
export function SyncTab() {
  const intl = useIntl();
  const labels = usePortalLabels();
  const run = useConfirmedAction();
  const [relatorio, setRelatorio] = useState<{ acao: string; r: Relatorio } | null>(null);
  const [usuarios] = useMutation(SINCRONIZAR_USUARIOS);
  const [dealers] = useMutation(SINCRONIZAR_DEALERS);
  const [grupos] = useMutation(SINCRONIZAR_GRUPOS);
  const [umUsuario] = useMutation(SINCRONIZAR_IDENTITY_PROVIDER);
  const { control, handleSubmit, setError } = useForm<{ emailUsuario: string }>({ defaultValues: { emailUsuario: '' } });
  const m = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, { ...labels, ...values });

  const execute = (acao: string, dryRun: boolean, action: () => Promise<Relatorio | undefined>, onError?: (err: unknown) => void) =>
    void run({
      message: m(dryRun ? 'superadmin.sync.confirmarSimulacao' : 'superadmin.sync.confirmar', { acao }),
      destructive: true,
      action,
      successMessage: m(dryRun ? 'superadmin.sync.sucessoSimulacao' : 'superadmin.sync.sucesso'),
      errorMessage: m('superadmin.sync.erro'),
      onSuccess: (r) => r && setRelatorio({ acao, r }),
      onError,
    });

  const buttons = (acao: string, start: (dryRun: boolean) => void) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => start(false)}>
        {acao}
      </Button>
      <Button variant="outlined" onClick={() => start(true)} aria-label={m('superadmin.sync.simular.aria', { acao })}>
        {m('superadmin.sync.simular')}
      </Button>
    </Box>
  );

  const syncUsuarios = m('superadmin.sync.usuarios.executar');
  const syncDealers = m('superadmin.sync.dealers.executar');
  const syncGrupos = m('superadmin.sync.grupos.executar');
  const syncUsuario = m('superadmin.sync.usuario.executar');

  const validEmail = (value: string) =>
    !value.trim() ? m('superadmin.sync.usuario.emailObrigatorio') : EMAIL.test(value.trim()) || m('superadmin.sync.usuario.emailInvalido');
  const startUsuario = (dryRun: boolean) =>
    handleSubmit(({ emailUsuario }) =>
      execute(
        syncUsuario,
        dryRun,
        async () => (await umUsuario({ variables: { emailUsuario: emailUsuario.trim(), dryRun } })).data?.sincronizarIdentityProvider,
        (err) => applyServerFieldErrors(err, setError, { fields: ['emailUsuario'] }),
      ),
    )();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{m('superadmin.sync.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SyncCard title={m('superadmin.sync.usuarios')} description={m('superadmin.sync.usuarios.descricao')}>
          {buttons(syncUsuarios, (dryRun) =>
            execute(syncUsuarios, dryRun, async () => (await usuarios({ variables: { dryRun } })).data?.sincronizarUsuarios),
          )}
        </SyncCard>
        <SyncCard title={m('superadmin.sync.usuario')} description={m('superadmin.sync.usuario.descricao')}>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              startUsuario(false);
            }}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <FormTextField
              control={control}
              name="emailUsuario"
              rules={{ validate: validEmail }}
              required
              type="email"
              autoComplete="off"
              label={m('superadmin.sync.usuario.email')}
            />
            {buttons(syncUsuario, startUsuario)}
          </Box>
        </SyncCard>
        <SyncCard title={m('superadmin.sync.dealers')} description={m('superadmin.sync.dealers.descricao')}>
          {buttons(syncDealers, (dryRun) =>
            execute(syncDealers, dryRun, async () => (await dealers({ variables: { dryRun } })).data?.sincronizarDealers),
          )}
        </SyncCard>
        <SyncCard title={m('superadmin.sync.grupos')} description={m('superadmin.sync.grupos.descricao')}>
          {buttons(syncGrupos, (dryRun) => execute(syncGrupos, dryRun, async () => (await grupos({ variables: { dryRun } })).data?.sincronizarGrupos))}
        </SyncCard>
      </Box>
      {relatorio && <RelatorioView acao={relatorio.acao} relatorio={relatorio.r} />}
    </Box>
  );
}
