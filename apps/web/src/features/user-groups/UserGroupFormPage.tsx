import { useQuery } from '@apollo/client';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { GRUPO_USUARIOS } from './user-groups.queries';
import { UserGroupForm } from './UserGroupForm';

/**
 * /gruposUsuarios/novo and /gruposUsuarios/{id}. The title is the group's name, or the new-group
 * title (spec 02 §2); a save returns to the groups list.
 */
export default function UserGroupFormPage() {
  const { id } = useParams();
  const backTo = useBackToList('/gruposUsuarios');
  const { data, error, refetch } = useQuery(GRUPO_USUARIOS, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const grupo = data?.grupoUsuarios;
  return (
    <>
      <PageTitle>{grupo ? grupo.nome : <FormattedMessage id={id ? 'route.grupoUsuariosEditar' : 'route.gruposUsuariosNovo'} />}</PageTitle>
      {id && !grupo ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          {grupo ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <ActiveStatusChip active={grupo.active} />
              <Button component={RouterLink} to={`/auditoria/${grupo.id}/grupoUsuarios`} size="small" startIcon={<History />} sx={{ ml: { sm: 'auto' } }}>
                <FormattedMessage id="userGroups.form.audit" />
              </Button>
            </Box>
          ) : null}
          <UserGroupForm key={grupo?.id ?? 'novo'} grupo={grupo} backTo={backTo} />
        </>
      )}
    </>
  );
}
