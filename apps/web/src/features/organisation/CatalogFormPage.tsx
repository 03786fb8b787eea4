import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { ActiveStatusChip } from '../../components/status/ActiveStatusChip';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { documentsOf } from './catalog-documents';
import { CatalogForm } from './CatalogForm';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
import { routeTitle, useCanWrite, useCatalogOfRoute } from './use-catalog';

/**
 * /<list>/novo and /<list>/{id} of every administration list: the list's form, empty or with
 * the record loaded fresh from the server. Users who may read but not write the list (brands
 * and economic groups for the dealers maintainers) see the record read-only.
 */
export default function CatalogFormPage() {
  const { catalog, routeId } = useCatalogOfRoute();
  const { id } = useParams();
  const labels = usePortalLabels();
  const backTo = useBackToList(catalog.path);
  const canWrite = useCanWrite();
  // Always from the server: the form must start from what is stored now, not from a list's cache.
  const { data, error, refetch } = useQuery(documentsOf(catalog).get, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.[catalog.api.get];

  return (
    <>
      <PageTitle>
        <FormattedMessage id={routeTitle(routeId)} values={labels} />
      </PageTitle>
      {id && !row ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
          {row ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{String(row[catalog.nameField] ?? '')}</Typography>
              {typeof row.active === 'boolean' ? <ActiveStatusChip active={row.active} /> : null}
            </Box>
          ) : null}
          {canWrite === false ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              <FormattedMessage id="organisation.form.readOnly" />
            </Alert>
          ) : null}
          <CatalogForm key={`${catalog.key}:${row?.id ?? 'novo'}`} catalog={catalog} row={row} readOnly={canWrite !== true} backTo={backTo} />
        </>
      )}
    </>
  );
}
