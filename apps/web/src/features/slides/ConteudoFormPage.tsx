import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { RecordHeader } from '../../components/record/RecordHeader';
import { RecordLoadState } from '../../components/record/RecordLoadState';
import { useBackToList } from '../../components/record/use-back-to-list';
import { ConteudoForm } from './ConteudoForm';
import { KINDS, type Kind } from './kinds';
import { ANUNCIO, SLIDE } from './slides.queries';

/**
 * /slides/novo, /slides/editar/{id}, /anuncios/novo, /anuncios/editar/{id}: the record's title as
 * the page title, its status and the audit link in the header, the form below.
 */
export function ConteudoFormPage({ kind }: { readonly kind: Kind }) {
  const { id } = useParams();
  const backTo = useBackToList(KINDS[kind].listPath);
  const slide = useQuery(SLIDE, { variables: { id: id ?? '' }, skip: !id || kind !== 'slide', fetchPolicy: 'network-only' });
  const anuncio = useQuery(ANUNCIO, { variables: { id: id ?? '' }, skip: !id || kind !== 'anuncio', fetchPolicy: 'network-only' });
  const query = kind === 'slide' ? slide : anuncio;
  const record = kind === 'slide' ? slide.data?.slide : anuncio.data?.anuncio;
  const title = kind === 'slide' ? (id ? 'route.slideEditar' : 'route.slidesNovo') : id ? 'route.anuncioEditar' : 'route.anunciosNovo';
  return (
    <>
      <RecordHeader
        title={<FormattedMessage id={title} />}
        record={record ? { nome: record.titulo, active: record.active } : null}
        audit={record ? { tipo: kind, id: record.id } : null}
      />
      {id && !record ? (
        <RecordLoadState error={query.error} onRetry={() => void query.refetch()} listTo={backTo} />
      ) : (
        <ConteudoForm key={record?.id ?? 'novo'} kind={kind} record={record} backTo={backTo} />
      )}
    </>
  );
}
