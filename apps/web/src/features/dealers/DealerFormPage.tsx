import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { DealerForm } from './DealerForm';
import { DEALER } from './dealers.queries';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';

/** /dealers/novo and /dealers/{id}: the dealer form, empty or with the dealer loaded fresh. */
export default function DealerFormPage() {
  const { id } = useParams();
  const labels = usePortalLabels();
  const backTo = useBackToList('/dealers');
  // Always from the server: the form must start from what is stored now, not from a list's cache.
  const { data, error, refetch } = useQuery(DEALER, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const dealer = data?.dealer;

  return (
    <>
      <RecordHeader
        title={<FormattedMessage id={id ? 'route.dealerEditar' : 'route.dealersNovo'} values={labels} />}
        record={dealer ? { nome: dealer.nomeExibicao, active: dealer.active } : null}
        audit={dealer ? { tipo: 'dealer', id: dealer.id } : null}
      />
      {id && !dealer ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <DealerForm key={dealer?.id ?? 'novo'} dealer={dealer} backTo={backTo} />
      )}
    </>
  );
}
