import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client';
import { USER_TYPES, type UserType } from '@portal/domain';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../../components/PageTitle';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { AccessSummary } from './AccessSummary';
import type { MinhaContaFieldsFragment as MinhaConta } from '../../generated/graphql';
import { MINHA_CONTA } from './account.queries';
import { AvatarSection } from './AvatarSection';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

function Section({ title, children, sx }: { title: ReactNode; children: ReactNode; sx?: object }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, ...sx }}>
      <Typography variant="h5" component="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The user type as the portal names it (dealer and manufacturer types carry portal labels). */
function useTypeLabel(tipo: UserType): string {
  const intl = useIntl();
  const labels = usePortalLabels();
  if (tipo === USER_TYPES.DEALER_GRUPO) return labels.labelTipoUsuarioDealerGrupo;
  if (tipo === USER_TYPES.MONTADORA) return labels.labelTipoUsuarioMontadora;
  return intl.formatMessage({ id: 'account.type.PROVEDOR' });
}

function Identity({ conta }: { conta: MinhaConta }) {
  const typeLabel = useTypeLabel(conta.tipo);
  return (
    <Box sx={{ textAlign: 'center', mt: 2, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>{conta.nome}</Typography>
      <Typography variant="body2" color="text.secondary">
        {conta.email}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {typeLabel}
      </Typography>
      {conta.ausente ? (
        <Chip size="small" variant="outlined" sx={{ mt: 1 }} label={<FormattedMessage id="account.absentToday" />} />
      ) : null}
    </Box>
  );
}

function Content({ conta }: { conta: MinhaConta }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Section title={intl.formatMessage({ id: 'account.avatar.title' })}>
        <AvatarSection conta={conta} />
        <Identity conta={conta} />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Section title={intl.formatMessage({ id: 'account.profile.title' })}>
          <ProfileForm conta={conta} />
        </Section>
        {conta.podeAlterarSenha ? (
          <Section title={intl.formatMessage({ id: 'account.password.title' })}>
            <PasswordForm />
          </Section>
        ) : null}
        <Section title={intl.formatMessage({ id: 'account.access.title' })}>
          <AccessSummary conta={conta} />
        </Section>
      </Box>
    </Box>
  );
}

/**
 * /minha-conta: the signed-in user's own account. Name, phones, mobiles, language, picture and
 * password are the user's to change; brands, dealers, groups and permissions are shown read-only.
 */
export default function MyAccountPage() {
  const { data, error, refetch } = useQuery(MINHA_CONTA, { fetchPolicy: 'cache-and-network' });
  const conta = data?.minhaConta;
  return (
    <>
      <PageTitle>
        <FormattedMessage id="route.minhaConta" />
      </PageTitle>
      {conta ? (
        <Content conta={conta} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="table.retry" />
            </Button>
          }
        >
          <FormattedMessage id="account.loadError" />
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>
            <FormattedMessage id="app.loading" />
          </Typography>
        </Box>
      )}
    </>
  );
}
