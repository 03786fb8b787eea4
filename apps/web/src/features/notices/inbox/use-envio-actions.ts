import { useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { serverMessage } from '../../../lib/apollo/errors';
import { logger } from '../../../lib/logger/logger';
import { useToast } from '../../../components/toast/use-toast';
import { ARQUIVAR_COMUNICADO, FAVORITAR_COMUNICADO } from './inbox.queries';

/** The state of a delivery an action changes (what the mutations answer). */
interface EnvioEstado {
  readonly id: string;
  readonly lido: boolean;
  readonly lidoEm?: string | null;
  readonly arquivado: boolean;
  readonly favorito: boolean;
  readonly ciente: boolean;
  readonly cienteEm?: string | null;
}

/** The lists a delivery may leave or join after an action, and the inbox badge. */
const AFTER = ['ComunicadoEnvios', 'CountComunicadosNaoLidos'];

/**
 * Favourite and archive / unarchive of one delivery (spec 02 §2: on every delivery). Favouriting
 * toggles at once and is reverted when the server refuses (spec 02 §8, with an error toast);
 * archiving says it is done. Both ask the open lists again, since a row may leave its tab.
 */
export function useEnvioActions() {
  const intl = useIntl();
  const toast = useToast();
  const [favoritar] = useMutation(FAVORITAR_COMUNICADO);
  const [arquivar] = useMutation(ARQUIVAR_COMUNICADO);

  const estado = (e: EnvioEstado, change: Partial<EnvioEstado>) => ({
    __typename: 'ComunicadoEnvio' as const,
    id: e.id,
    lido: e.lido,
    lidoEm: e.lidoEm ?? null,
    arquivado: e.arquivado,
    favorito: e.favorito,
    ciente: e.ciente,
    cienteEm: e.cienteEm ?? null,
    ...change,
  });

  const toggleFavorito = async (idComunicado: string, envio: EnvioEstado) => {
    const favorito = !envio.favorito;
    try {
      await favoritar({
        variables: { idComunicado, favorito },
        optimisticResponse: { favoritarComunicado: estado(envio, { favorito }) },
        refetchQueries: AFTER,
      });
    } catch (error) {
      logger.warn('favoritarComunicado failed', error);
      toast.error(serverMessage(error) ?? intl.formatMessage({ id: 'notices.favorite.error' }));
    }
  };

  const toggleArquivado = async (idComunicado: string, envio: EnvioEstado) => {
    const arquivado = !envio.arquivado;
    try {
      await arquivar({ variables: { idComunicado, arquivado }, refetchQueries: AFTER, awaitRefetchQueries: true });
      toast.success(intl.formatMessage({ id: arquivado ? 'notices.archive.done' : 'notices.unarchive.done' }));
    } catch (error) {
      logger.warn('arquivarComunicado failed', error);
      toast.error(serverMessage(error) ?? intl.formatMessage({ id: arquivado ? 'notices.archive.error' : 'notices.unarchive.error' }));
    }
  };

  return { toggleFavorito, toggleArquivado };
}
