import type { IntlShape } from 'react-intl';
import type { GrupoConcedido } from './library.queries';

/** A granted group's name as the reader may see it: another user's private group is not named. */
export function grupoConcedidoNome(formatMessage: IntlShape['formatMessage'], grupo: GrupoConcedido): string {
  return grupo.visivel && grupo.nome !== null ? grupo.nome : formatMessage({ id: 'library.grupoPrivadoAlheio' });
}
