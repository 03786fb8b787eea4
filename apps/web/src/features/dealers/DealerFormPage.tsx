import { useQuery } from '@apollo/client';
import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
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
      <PageTitle>
        <FormattedMessage id={id ? 'route.dealerEditar' : 'route.dealersNovo'} values={labels} />
      </PageTitle>
      {id && !dealer ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          {dealer ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <Typography sx={{ fontWeight: 500 }}>{dealer.nomeExibicao}</Typography>
              <ActiveStatusChip active={dealer.active} />
              <Button component={RouterLink} to={`/auditoria/${dealer.id}/dealer`} size="small" startIcon={<History />} sx={{ ml: { sm: 'auto' } }}>
                <FormattedMessage id="dealers.form.audit" />
              </Button>
            </Box>
          ) : null}
          <DealerForm key={dealer?.id ?? 'novo'} dealer={dealer} backTo={backTo} />
        </>
      )}
    </>
  );
}
