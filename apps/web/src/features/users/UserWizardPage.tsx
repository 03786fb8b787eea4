import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { errorCode } from '../../lib/apollo/errors';
import { useWizardData } from './wizard/use-wizard-data';
import { UserWizard } from './wizard/UserWizard';

/** /usuarios/novo and /usuarios/{id}: the user wizard, once its data are loaded. */
export default function UserWizardPage() {
  const intl = useIntl();
  const { id } = useParams();
  const data = useWizardData(id ?? null);

  let content;
  if (data.status === 'loading') {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{intl.formatMessage({ id: 'app.loading' })}</Typography>
      </Box>
    );
  } else if (data.status === 'error') {
    const notFound = errorCode(data.error) === 'NOT_FOUND';
    content = (
      <Alert
        severity="error"
        action={
          notFound ? undefined : (
            <Button color="inherit" size="small" onClick={data.retry}>
              {intl.formatMessage({ id: 'table.retry' })}
            </Button>
          )
        }
      >
        {intl.formatMessage({ id: notFound ? 'users.wizard.notFound' : 'users.wizard.loadError' })}
      </Alert>
    );
  } else {
    // A new key per user: going from one user to another starts a fresh form.
    content = <UserWizard key={id ?? 'novo'} {...data.props} />;
  }

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: id ? 'route.usuarioEditar' : 'route.usuariosNovo' })}</PageTitle>
      {content}
    </>
  );
}
