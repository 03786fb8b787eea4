import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client';
import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../components/data-table/use-list-params';
import { PageTitle } from '../../components/PageTitle';
import { ImportResult } from './ImportResult';
import { ImportsTable } from './ImportsTable';
import { ImportUpload } from './ImportUpload';
import type { Importacao } from './imports.queries';

const NO_FILTERS: readonly never[] = [];

/**
 * /importarUsuarios (PORTAL_IMPORTACAO_USUARIOS; spec 01 §2 "Import users screen"): the template
 * and the upload, the result of the import chosen (`?id=`: the one just uploaded, or a row of the
 * table), and the user's imports. Nothing is written to users until the result is confirmed.
 */
export default function ImportUsersPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const list = useListParams(NO_FILTERS);
  const id = params.get('id');
  const listTitle = useId();
  const focusResult = useRef(false);

  // The import shown, in the address; the list's own page is kept (useListParams.setFilter would
  // send it back to the first page).
  const mostrar = useCallback(
    (importacaoId: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (importacaoId) next.set('id', importacaoId);
          else next.delete('id');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const abrir = useCallback(
    (importacao: Pick<Importacao, 'id'>) => {
      focusResult.current = true;
      mostrar(importacao.id);
    },
    [mostrar],
  );
  const fechar = () => mostrar(null);
  const atualizarLista = () => void client.refetchQueries({ include: ['Importacoes'] }).catch(() => undefined);

  // An import just opened (uploaded, or a row chosen): the keyboard lands on its result's title
  // once it is drawn (after its first answer).
  const heading = useCallback((el: HTMLHeadingElement | null) => {
    if (el && focusResult.current) {
      focusResult.current = false;
      el.focus();
    }
  }, []);

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'route.importarUsuarios' })}</PageTitle>
      <Box sx={{ display: 'grid', gap: 4, maxWidth: 1100 }}>
        <ImportUpload
          onUploaded={(importacao) => {
            atualizarLista();
            abrir(importacao);
          }}
        />
        {id ? <ImportResult key={id} id={id} ref={heading} onClose={fechar} onChanged={atualizarLista} /> : null}
        <Box component="section" aria-labelledby={listTitle} sx={{ display: 'grid', gap: 2 }}>
          <Typography id={listTitle} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {intl.formatMessage({ id: 'imports.lista.title' })}
          </Typography>
          <ImportsTable list={list} onOpen={abrir} />
        </Box>
      </Box>
    </>
  );
}
