import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
import { ReportForm } from './ReportForm';
import { RELATORIO_CADASTRO } from './reports.queries';

/** /relatorios/novo and /relatorios/{id}: the record's title and status in the header, the form below. */
export default function ReportFormPage() {
  const { id } = useParams();
  const backTo = useBackToList('/relatorios');
  const query = useQuery(RELATORIO_CADASTRO, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  const record = query.data?.relatorioCadastro;
  return (
    <>
      <RecordHeader title={<FormattedMessage id={id ? 'route.relatorioEditar' : 'route.relatoriosNovo'} />} record={record ? { nome: record.titulo, active: record.active } : null} audit={null} />
      {id && !record ? (
        <RecordLoadState error={query.error} onRetry={() => void query.refetch()} listTo={backTo} />
      ) : (
        <ReportForm key={record?.id ?? 'novo'} record={record} backTo={backTo} />
      )}
    </>
  );
}
