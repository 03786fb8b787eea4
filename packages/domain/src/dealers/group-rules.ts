import type { FormIssue } from '../form-issues.js';

/** The dealer group form's one rule (spec 01 §5): a name. The server's key is `error.required`. */
export type DealerGroupIssue = FormIssue<'nome', 'required'>;

export function checkDealerGroup(g: { nome: string }): DealerGroupIssue[] {
  return g.nome.trim() ? [] : [{ field: 'nome', code: 'required' }];
}
