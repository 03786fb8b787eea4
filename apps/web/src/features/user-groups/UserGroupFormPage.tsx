import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
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
      <RecordHeader
        title={<FormattedMessage id={id ? 'route.grupoUsuariosEditar' : 'route.gruposUsuariosNovo'} />}
        record={grupo ? { nome: grupo.nome, active: grupo.active } : null}
        audit={grupo ? { tipo: 'grupoUsuarios', id: grupo.id } : null}
      />
      {id && !grupo ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <UserGroupForm key={grupo?.id ?? 'novo'} grupo={grupo} backTo={backTo} />
      )}
    </>
  );
}
