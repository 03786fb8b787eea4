import { useMutation, useQuery } from '@apollo/client';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { MessagePage } from '../../../components/pages/MessagePage';
import { PageTitle } from '../../../components/PageTitle';
import { errorCode, serverMessage } from '../../../lib/apollo/errors';
import { NoticeNumber } from '../common/NoticeNumber';
import { noticePaths } from '../common/notice-paths';
import { COMUNICADO_FORM, CRIAR_ERRATA } from './form.queries';
import { NoticeForm } from './NoticeForm';

function NotFound() {
  const intl = useIntl();
  return (
    <MessagePage
      icon={<SearchOff fontSize="inherit" />}
      title={intl.formatMessage({ id: 'notices.notFound.title' })}
      message={intl.formatMessage({ id: 'noticesForm.notFound' })}
      actions={
        <Button variant="contained" component={RouterLink} to={noticePaths.list()}>
          {intl.formatMessage({ id: 'notices.backToList' })}
        </Button>
      }
    />
  );
}

function Loading() {
  const intl = useIntl();
  return (
    <Box role="status" aria-label={intl.formatMessage({ id: 'noticesForm.loading' })}>
      <Skeleton variant="text" sx={{ fontSize: '1.75rem' }} width="50%" />
      <Skeleton variant="rectangular" height={320} sx={{ mt: 2 }} />
    </Box>
  );
}

/** /comunicados/editar/{id}: the caller's draft or rejected notice; a notice past that goes to its view. */
function EditScreen({ id }: { readonly id: string }) {
  const intl = useIntl();
  const { data, error } = useQuery(COMUNICADO_FORM, { variables: { id }, fetchPolicy: 'network-only' });
  const c = data?.comunicado;
  if (error && !c) return errorCode(error) === 'NOT_FOUND' ? <NotFound /> : <Alert severity="error">{serverMessage(error) ?? intl.formatMessage({ id: 'noticesForm.loadError' })}</Alert>;
  if (!c) return <Loading />;
  return (
    <>
      <NoticeNumber notice={c} />
      <PageTitle>{intl.formatMessage({ id: c.errata ? 'route.comunicadoErrata' : 'route.comunicadoEditar' })}</PageTitle>
      {c.podeEditar ? (
        <NoticeForm key={c.id} comunicado={c} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={noticePaths.visualizar(c.id)}>
              {intl.formatMessage({ id: 'noticesForm.openView' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'noticesForm.notEditable' }, { status: c.status.description })}
        </Alert>
      )}
    </>
  );
}

/** /comunicados/errata/{id}: starts the errata's draft of notice {id} once, then edits it. */
function ErrataScreen({ idParent }: { readonly idParent: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [criar] = useMutation(CRIAR_ERRATA);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice): a second call would start a second draft.
    if (started.current) return;
    started.current = true;
    criar({ variables: { idParent } })
      .then((res) => {
        const errata = res.data?.criarErrataComunicado;
        if (errata) void navigate(noticePaths.editar(errata.id), { replace: true });
      })
      .catch(setError);
  }, [criar, idParent, navigate]);
  if (error) return errorCode(error) === 'NOT_FOUND' ? <NotFound /> : <Alert severity="error">{serverMessage(error) ?? intl.formatMessage({ id: 'noticesForm.errataError' })}</Alert>;
  return <Loading />;
}

/**
 * The writing screens (issue #14): /comunicados/novo (a new draft), /comunicados/editar/{id} and
 * /comunicados/errata/{id} (an errata's draft, to the original's people).
 */
export default function NoticeFormPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const intl = useIntl();
  if (id && pathname.startsWith(noticePaths.errata(''))) return <ErrataScreen idParent={id} />;
  if (id) return <EditScreen id={id} />;
  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.comunicadosNovo' })}</PageTitle>
      <NoticeForm comunicado={null} />
    </>
  );
}
