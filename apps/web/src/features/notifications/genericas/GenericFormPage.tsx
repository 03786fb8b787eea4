import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/NotFoundPage';
import { useGenericAccess } from './access';
import { ModeloFormPage } from './ModeloFormPage';
import { NotificacaoFormPage } from './NotificacaoFormPage';

/**
 * /notificacoesGenericas/nova/{tipo} and /editar/{tipo}/{id}: tipo `modelo` is a notification
 * model's form, `comModelo` a generic notification's (free-form or from a model). Any other tipo,
 * or a generic notification asked by a model maintainer without the sending feature, is not found.
 */
export default function GenericFormPage() {
  const { tipo, id } = useParams();
  const { known, envia } = useGenericAccess();
  if (tipo === 'modelo') return <ModeloFormPage id={id} />;
  if (tipo === 'comModelo' && (envia || !known)) return <NotificacaoFormPage id={id} />;
  return <NotFoundPage />;
}
