import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
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
  const { data, error, refetch } = useQuery(catalog.docs.get, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const row = data?.row;

  return (
    <>
      {/* Catalog records have no audit screen (spec 01 §2 lists users, dealers, groups, slides and adverts). */}
      <RecordHeader
        title={<FormattedMessage id={routeTitle(routeId)} values={labels} />}
        record={row ? { nome: String(row[catalog.nameField] ?? ''), active: typeof row.active === 'boolean' ? row.active : null } : null}
      />
      {id && !row ? (
        <RecordLoadState error={error} onRetry={() => void refetch()} listTo={backTo} />
      ) : (
        <>
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
