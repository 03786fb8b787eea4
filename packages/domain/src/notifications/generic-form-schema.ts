import { z } from 'zod';
import { refineWithIssues, type IssueMessage } from '../form-schema.js';
import {
  checkModelo,
  checkNotificacaoGenerica,
  type ModeloIssue,
  type NotificacaoGenericaContext,
  type NotificacaoGenericaIssue,
} from './generic-rules.js';

/** The model form's schema (zodResolver) over checkModelo, the rules the server runs. */
export function modeloFormSchema(message?: IssueMessage<ModeloIssue>) {
  const shape = z.object({ nome: z.string(), titulo: z.string(), texto: z.string(), idProduto: z.string(), link: z.string() });
  return refineWithIssues(shape, checkModelo, message);
}

/** The generic notification form's schema over checkNotificacaoGenerica. */
export function notificacaoGenericaFormSchema(context: () => NotificacaoGenericaContext, message?: IssueMessage<NotificacaoGenericaIssue>) {
  const shape = z.object({
    idModelo: z.string().nullable(),
    titulo: z.string(),
    texto: z.string(),
    idProduto: z.string(),
    link: z.string(),
    idsGrupos: z.array(z.string()),
    agendadaPara: z.string(),
  });
  return refineWithIssues(shape, (v) => checkNotificacaoGenerica(v, context()), message);
}
