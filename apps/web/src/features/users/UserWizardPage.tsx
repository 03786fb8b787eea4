import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { errorCode } from '../../lib/apollo/errors';
import { useCanAccess } from '../../lib/auth/use-signed-in-subject';
import { useWizardData } from './wizard/use-wizard-data';
import { UserWizard } from './wizard/UserWizard';

/**
 * /usuarios/novo and /usuarios/{id}: the user wizard, once its data are loaded; read-only for a
 * user who may read this user but not save it (the API refuses their saves all the same).
 */
export default function UserWizardPage() {
  const intl = useIntl();
  const { id } = useParams();
  const data = useWizardData(id ?? null);
  const mayMaintain = useCanAccess(routeById('usuariosNovo').access);
  const record = data.status === 'ready' ? data.record : null;
  // A stored user: editable when the API says so with the row (its feature and who may manage
  // whom); a new one: the maintenance feature.
  const editable = data.status === 'ready' && data.editable !== null ? data.editable : mayMaintain;

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
    content = (
      <>
        {editable ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: 'record.readOnly' })}
          </Alert>
        )}
        <UserWizard key={id ?? 'novo'} {...data.props} readOnly={!editable} />
      </>
    );
  }

  return (
    <>
      <RecordHeader
        title={intl.formatMessage({ id: id ? 'route.usuarioEditar' : 'route.usuariosNovo' })}
        record={record}
        audit={record ? { tipo: 'usuario', id: record.id } : null}
      />
      {content}
    </>
  );
}
