import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { MigracaoManutencaoFieldsFragment } from '../../generated/graphql';
import { loadMessages } from '../../lib/intl/catalogs';
import { seriousViolations } from '../../test/axe';
import { confirmDialog } from '../../test/confirm-dialog';
import { renderRoutes } from '../../test/render';
import { viewport } from '../../test/viewport';
import { INICIAR_MIGRACAO, MIGRACOES } from './superadmin.queries';
import SuperAdminPage from './SuperAdminPage';

type Migracao = MigracaoManutencaoFieldsFragment;

/** A log line as the server answers it (the fragment's type leaves out __typename). */
const linha = (em: string, texto: string) => ({ __typename: 'LinhaLogMigracao', em, texto }) as Migracao['log'][number];

const migracao = (over: Partial<Migracao>): Migracao =>
  ({
  __typename: 'MigracaoManutencao',
  id: '1',
  tipo: 'BUSCA',
  status: 'NA_FILA',
  feitos: 0,
  total: 4,
  log: [linha('2026-11-27T05:00:00.000Z', 'Migração iniciada: 4 registros a percorrer.')],
  erro: null,
  iniciadaEm: '2026-11-27T05:00:00.000Z',
  concluidaEm: null,
  ...over,
  }) as Migracao;

const lista = (migracoes: Migracao[]): MockedResponse => ({ request: { query: MIGRACOES }, result: { data: { migracoes } } });

async function renderTab(mocks: MockedResponse[], locale: Locale = 'pt-BR') {
  return renderRoutes([{ path: '/superAdmin', element: <SuperAdminPage /> }], '/superAdmin?aba=migracao', { mocks, locale, messages: await loadMessages(locale) });
}

describe('SuperAdminPage: Migration tab', { timeout: 30000 }, () => {
  it('starts a migration after confirmation (Cancel focused), shows its progress while it runs and says "Migração finalizada com sucesso!" (1440 px)', async () => {
    viewport(1440);
    const user = userEvent.setup();
    const iniciar: MockedResponse = {
      request: { query: INICIAR_MIGRACAO, variables: { tipo: 'BUSCA' } },
      result: { data: { iniciarMigracao: migracao({}) } },
    };
    const rodando = migracao({
      status: 'EM_ANDAMENTO',
      feitos: 2,
      log: [...migracao({}).log, linha('2026-11-27T05:00:01.000Z', 'Busca da biblioteca: lote de 2 concluído (2 de 4).')],
    });
    const fim = migracao({
      status: 'CONCLUIDA',
      feitos: 4,
      concluidaEm: '2026-11-27T05:00:03.000Z',
      log: [...rodando.log, linha('2026-11-27T05:00:03.000Z', 'Migração finalizada com sucesso! 4 de 4 registros.')],
    });
    await renderTab([lista([]), iniciar, lista([rodando]), lista([fim])]);
    expect(screen.getByRole('tab', { name: 'Migração', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma migração executada ainda.')).toBeInTheDocument();
    const busca = screen.getByRole('region', { name: 'Índices de busca' });
    expect(within(busca).getByText(/Reconstrói a busca da biblioteca/)).toBeInTheDocument();

    await user.click(within(busca).getByRole('button', { name: 'Reconstruir índices de busca' }));
    const dialog = await confirmDialog('Cancelar');
    expect(within(dialog).getByText('Reconstruir índices de busca: iniciar agora? A migração roda em segundo plano.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Migração iniciada. Acompanhe o progresso abaixo.')).toBeInTheDocument();

    expect(await screen.findByText('2 de 4 registros')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Progresso: Índices de busca' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Índices de busca — em andamento')).toBeInTheDocument();
    expect(screen.getByText('Busca da biblioteca: lote de 2 concluído (2 de 4).')).toBeInTheDocument();
    expect(screen.getByText('Uma migração está em andamento. Aguarde o fim dela para iniciar outra.')).toBeInTheDocument();
    for (const b of ['Recalcular públicos', 'Reprocessar arquivos', 'Reenviar e-mails com falha']) expect(screen.getByRole('button', { name: b })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);

    // The next poll finds it finished.
    expect(await screen.findByText('Migração finalizada com sucesso!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Índices de busca — concluída')).toBeInTheDocument();
    expect(screen.getByText('Migração finalizada com sucesso! 4 de 4 registros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recalcular públicos' })).toBeEnabled();
    // A finished migration shows no bar (nothing is loading any more).
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("a refused start shows the server's message; a failed migration its error (360 px)", async () => {
    viewport(360);
    const user = userEvent.setup();
    const recusa = 'Já há uma migração em andamento. Aguarde o fim dela para iniciar outra.';
    const iniciar: MockedResponse = {
      request: { query: INICIAR_MIGRACAO, variables: { tipo: 'EMAILS' } },
      result: { errors: [new GraphQLError(recusa, { extensions: { code: 'CONFLICT' } })] },
    };
    const falhou = migracao({ tipo: 'ARQUIVOS', status: 'ERRO', erro: 'Não foi possível concluir a migração: disco cheio' });
    await renderTab([lista([falhou]), iniciar]);
    expect(await screen.findByText('Arquivos da biblioteca — com erro')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível concluir a migração: disco cheio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar e-mails com falha' }));
    await user.click(within(await confirmDialog('Cancelar')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(recusa)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('in English and Spanish: the tab, the migrations and the end message as the screen shows it', async () => {
    // Seen running, then finished at the next poll: the end is announced.
    const rodando = migracao({ status: 'EM_ANDAMENTO', feitos: 2, tipo: 'AUDIENCIAS' });
    const fim = migracao({ status: 'CONCLUIDA', feitos: 4, tipo: 'AUDIENCIAS' });
    const { unmount } = await renderTab([lista([rodando]), lista([fim])], 'en');
    expect(screen.getByRole('tab', { name: 'Migration', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Audiences — running')).toBeInTheDocument();
    expect(screen.getByText('A migration is running. Wait for it to finish before starting another.')).toBeInTheDocument();
    expect(await screen.findByText('Migration finished successfully!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Audiences — finished')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 records')).toBeInTheDocument();
    for (const b of ['Rebuild search indexes', 'Recompute audiences', 'Reprocess files', 'Resend failed e-mails']) expect(screen.getByRole('button', { name: b })).toBeEnabled();
    unmount();

    await renderTab([lista([rodando]), lista([fim])], 'es');
    expect(screen.getByRole('tab', { name: 'Migración', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Públicos — en curso')).toBeInTheDocument();
    expect(screen.getByText('Hay una migración en curso. Espere a que termine para iniciar otra.')).toBeInTheDocument();
    expect(await screen.findByText('¡Migración finalizada con éxito!', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Públicos — completada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconstruir índices de búsqueda' })).toBeEnabled();
  });

  it('by keyboard: Tab reaches a start, Enter asks, Escape cancels and nothing starts', async () => {
    const user = userEvent.setup();
    await renderTab([lista([])]);
    await screen.findByText('Nenhuma migração executada ainda.');
    screen.getByRole('tab', { name: 'Migração' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reconstruir índices de busca' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await confirmDialog('Cancelar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Migração iniciada. Acompanhe o progresso abaixo.')).not.toBeInTheDocument();
  });
});
