import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { useIssueMessage, type WebIssue, type WebIssueCode } from './issue-messages';

// Every code the domain rules (and the uniqueness checks) can report; `satisfies` makes the
// compiler name a code added to the domain without a message here.
const CODES = {
  required: true,
  maxLength: true,
  emailInvalido: true,
  emailDuplicado: true,
  cpfInvalido: true,
  cpfDuplicado: true,
  cpfBloqueado: true,
  telefoneInvalido: true,
  dealerObrigatorio: true,
  somenteDealerGrupo: true,
  dataInvalida: true,
  desligamentoAntesAdmissao: true,
  infosNaoPermitidas: true,
  cargoObrigatorio: true,
  dataInicioObrigatoria: true,
  departamentoObrigatorio: true,
  dealerCargoObrigatorio: true,
  cargoDealerNaoSelecionado: true,
  cargoDuplicado: true,
  cargoDataInicio: true,
  cargoPorDealer: true,
  grupoForaDasMarcas: true,
  dealerForaDosGrupos: true,
  dealerForaDasMarcas: true,
  produtoInexistente: true,
  produtoRepetido: true,
  tipoAcessoForaDoProduto: true,
  funcionalidadeForaDoProduto: true,
  funcionalidadeForaDosTiposAcesso: true,
  tiposAcessoSemPadrao: true,
  funcionalidadeExclusivaProvedor: true,
} satisfies Record<WebIssueCode, true>;

function translateAll(issues: WebIssue[]): string[] {
  let out: string[] = [];
  function Probe() {
    const translate = useIssueMessage();
    out = issues.map(translate);
    return null;
  }
  render(
    <TestProviders user={null}>
      <Probe />
    </TestProviders>,
  );
  return out;
}

describe('messages of the user form rules', () => {
  it('has a translated message for every rule code, with the values and portal labels filled in', () => {
    const values = { max: 150, valor: '(11) 1234', data: '2024-03-01', dealer: 'Litoral', grupo: 'Horizonte', produto: 'Portal', funcionalidades: 'A, B', tipos: 'Consulta' };
    const messages = translateAll(Object.keys(CODES).map((code) => ({ field: 'x', code: code as WebIssueCode, values })));
    for (const m of messages) {
      expect(m).not.toMatch(/^users\.error\./);
      expect(m).not.toMatch(/\{\w+\}/);
    }
    expect(messages[Object.keys(CODES).indexOf('dealerObrigatorio')]).toBe('Escolha pelo menos um registro de Concessionária.');
    // Dates are shown the reader's way.
    expect(messages[Object.keys(CODES).indexOf('cargoDataInicio')]).toContain('01/03/2024');
  });
});
