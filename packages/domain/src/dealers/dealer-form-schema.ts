import { z } from 'zod';
import { refineWithIssues, type IssueMessage } from '../form-schema.js';
import { checkDealer, type DealerFields, type DealerIssue } from './dealer-rules.js';
import { checkDealerGroup, type DealerGroupIssue } from './group-rules.js';

/**
 * The dealer form's schema (zodResolver) over checkDealer, the function the server runs. Loose:
 * the form's other fields (address, contacts, brands, group) pass through as they are, so the
 * schema is typed as the form's own values `V`.
 */
export function dealerFormSchema<V extends DealerFields = DealerFields>(message?: IssueMessage<DealerIssue>): z.ZodType<V, V> {
  const text = z.string();
  const shape = z.looseObject({
    razaoSocial: text,
    nomeExibicao: text,
    cnpj: text,
    cnpjsAdicionais: z.array(text),
    codigoPrincipal: text,
    codigosAdicionais: z.array(text),
  });
  return refineWithIssues(shape, checkDealer, message) as unknown as z.ZodType<V, V>;
}

/** The dealer group form's schema over checkDealerGroup. */
export function dealerGroupFormSchema<V extends { nome: string } = { nome: string }>(message?: IssueMessage<DealerGroupIssue>): z.ZodType<V, V> {
  return refineWithIssues(z.looseObject({ nome: z.string() }), checkDealerGroup, message) as unknown as z.ZodType<V, V>;
}
