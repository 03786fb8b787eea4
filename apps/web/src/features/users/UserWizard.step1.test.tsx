import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { newUserMocks } from './users.fixtures';
import { addPosition, openWizard, pick, toggleMulti, typeDate, waitForStep } from './users.test-helpers';

const VALID_CPF = '52998224725';
const next = () => userEvent.click(screen.getByRole('button', { name: 'Próximo' }));

describe('user wizard, step 1', { timeout: 30000 }, () => {
  it('lowercases the e-mail on blur and says when another user has it', async () => {
    openWizard(newUserMocks({ emails: ['ana.silva@exemplo.com'] }));
    await waitForStep(1);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, 'Ana.Silva@Exemplo.COM');
    await userEvent.tab();
    expect(email).toHaveValue('ana.silva@exemplo.com');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Este e-mail já pertence a outro usuário.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(email);
    await userEvent.type(email, 'ana.souza@exemplo.com');
    await userEvent.tab();
    await waitFor(() => expect(email).not.toHaveAccessibleDescription('Este e-mail já pertence a outro usuário.'));
  });

  it('masks the CPF, checks its digits, requires it for the type and refuses one of another user', async () => {
    openWizard(newUserMocks({ cpfs: [VALID_CPF] }));
    await waitForStep(1);
    await pick(/^Tipo de usuário/, 'Concessionária/Grupo');
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });

    await next();
    expect(await screen.findByText('Há campos com erro. Verifique as mensagens no formulário.')).toBeInTheDocument();
    expect(cpf).toHaveAccessibleDescription('Campo obrigatório.');

    await userEvent.type(cpf, '11111111111');
    expect(cpf).toHaveValue('111.111.111-11');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('CPF inválido.'));

    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224726');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('CPF inválido.'));

    await userEvent.clear(cpf);
    await userEvent.type(cpf, VALID_CPF);
    await userEvent.tab();
    expect(cpf).toHaveValue('529.982.247-25');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('Este CPF já pertence a outro usuário.'));
  });

  it('says the e-mail and the CPF are taken when their holder is beyond the caller\'s reach (no id, no name)', async () => {
    openWizard(newUserMocks({ emails: ['ana.silva@exemplo.com'], cpfs: [VALID_CPF], hidden: true }));
    await waitForStep(1);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(email, 'ana.silva@exemplo.com');
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Este e-mail já pertence a outro usuário.'));
    await pick(/^Tipo de usuário/, 'Concessionária/Grupo');
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    await userEvent.type(cpf, VALID_CPF);
    await userEvent.tab();
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('Este CPF já pertence a outro usuário.'));
  });

  it('adds phones one at a time through the mask and refuses an incomplete one', async () => {
    openWizard(newUserMocks());
    await waitForStep(1);
    const phones = screen.getByRole('textbox', { name: 'Telefones' });
    await userEvent.type(phones, '1199{Enter}');
    expect(phones).toHaveAccessibleDescription('Formato inválido. Use (99) 9999-9999 / (99) 99999-9999.');
    expect(screen.queryByRole('list', { name: 'Telefones' })).not.toBeInTheDocument();

    await userEvent.clear(phones);
    await userEvent.type(phones, '1133334444{Enter}');
    const list = screen.getByRole('list', { name: 'Telefones' });
    expect(within(list).getByText('(11) 3333-4444')).toBeInTheDocument();
    expect(phones).toHaveValue('');

    const mobiles = screen.getByRole('textbox', { name: 'Celulares' });
    await userEvent.type(mobiles, '1133334444{Enter}');
    expect(mobiles).toHaveAccessibleDescription('Formato inválido. Use (99) 99999-9999.');
    // Enter adds to the list; it never submits the wizard.
    expect(screen.getByRole('heading', { name: 'Etapa 1 de 2: Dados básicos' })).toBeInTheDocument();
  });

  it('closes the wizard and returns to the list when going back from step 1', async () => {
    const { router } = openWizard(newUserMocks());
    await waitForStep(1);
    expect(screen.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de usuários')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/usuarios');
  });

  it('returns to the list as it was left (search, filters, page) when opened from it', async () => {
    const { router } = openWizard(newUserMocks(), { pathname: '/usuarios/novo', state: { listSearch: '?busca=ana&active=false&page=2' } });
    await waitForStep(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Lista de usuários')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/usuarios?busca=ana&active=false&page=2');
  });

  it('asks for a position per dealer, then for the management data, and pairs dismissal date and reason', async () => {
    openWizard(newUserMocks());
    await waitForStep(1);
    await userEvent.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Bruno Lima');
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'bruno@exemplo.com');
    await userEvent.type(screen.getByRole('textbox', { name: /^CPF/ }), VALID_CPF);
    await pick(/^Tipo de usuário/, 'Concessionária/Grupo');
    await toggleMulti(/^Bandeiras/, 'Aurora');
    await toggleMulti(/^Grupos econômicos/, 'Grupo Horizonte');
    await toggleMulti(/^Concessionárias/, 'Horizonte Centro (D1)');
    await next();
    expect(await screen.findByText('Informe pelo menos um cargo em Horizonte Centro (D1).')).toBeInTheDocument();
    const admissao = screen.getByLabelText(/^Data de admissão/);
    // One dealer, no position yet: the management data are not required.
    expect(admissao).not.toHaveAccessibleDescription('Campo obrigatório.');

    await addPosition('Horizonte Centro (D1)', 'Gerente geral', '2024-03-01');
    await pick(/^Motivo do desligamento/, 'Pedido de demissão');
    await next();
    await waitFor(() => expect(admissao).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(screen.getByRole('textbox', { name: /^E-mail do superior/ })).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.getByLabelText(/^Data do desligamento/)).toHaveAccessibleDescription('Campo obrigatório.');
    expect(screen.queryByText('Informe pelo menos um cargo em Horizonte Centro (D1).')).not.toBeInTheDocument();

    typeDate(/^Data de admissão/, '2024-03-01');
    typeDate(/^Data do desligamento/, '2024-02-01');
    await next();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Data do desligamento/)).toHaveAccessibleDescription('O desligamento não pode ser antes da admissão (01/03/2024).'),
    );
  });
});
