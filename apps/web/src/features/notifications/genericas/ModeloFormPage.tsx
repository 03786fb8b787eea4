import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { RecordHeader } from '../../../components/record/RecordHeader';
import { RecordLoadState } from '../../../components/record/RecordLoadState';
import { useBackToList } from '../../../components/record/use-back-to-list';
import { useGenericAccess } from './access';
import { MODELO_NOTIFICACAO } from './genericas.queries';
import { ModeloForm } from './ModeloForm';
import { LIST_PATH, listPathOf } from './paths';

/** A model's page: its name as the title, status and audit link; read-only without PORTAL_MANUTENCAO_MODELO. */
export function ModeloFormPage({ id }: { readonly id?: string }) {
  // The models tab as it was left (its query string holds aba=modelos), else the bare models tab.
  const back = useBackToList(LIST_PATH);
  const backTo = back === LIST_PATH ? listPathOf('modelos') : back;
  const { known, mantemModelos } = useGenericAccess();
  const { data, error, refetch } = useQuery(MODELO_NOTIFICACAO, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const modelo = data?.modeloNotificacao;
  return (
    <>
      <RecordHeader
        title={<FormattedMessage id={id ? 'genericNotifications.model.editTitle' : 'genericNotifications.model.newTitle'} />}
        record={modelo ? { nome: modelo.nome, active: modelo.active } : null}
        audit={modelo ? { tipo: 'modeloNotificacao', id: modelo.id } : null}
      />
      {(id && !modelo) || !known ? (
        // Also until the user's features are known: whether the form may be changed depends on them.
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <ModeloForm key={modelo?.id ?? 'novo'} modelo={modelo} backTo={backTo} readOnly={!mantemModelos} />
      )}
    </>
  );
}
