import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInMock } from '../../lib/auth/signed-in-subject.fixtures';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderAt } from '../../test/render';
import { RecordHeader } from './RecordHeader';

describe('RecordHeader: the one header of every edit page', () => {
  it("titles the page with the record's name, shows its status, and links its history for who may read it", async () => {
    renderAt(<RecordHeader title="Editar usuário" record={{ nome: 'Maria Souza', active: false }} audit={{ tipo: 'usuario', id: '5' }} />, '/usuarios/5', {
      mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_USUARIOS'])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeInTheDocument();
    expect(screen.getByText('Inativo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Auditoria' })).toHaveAttribute('href', '/auditoria/5/usuario');
  });

  it("offers no audit link to a user whose features do not read that kind's history", async () => {
    renderAt(<RecordHeader title="Editar usuário" record={{ nome: 'Maria Souza', active: true }} audit={{ tipo: 'usuario', id: '5' }} />, '/usuarios/5', {
      mocks: [signedInMock('MONTADORA', ['PORTAL_CONSULTA_VISUALIZACAO_USUARIOS', 'PORTAL_MANUTENCAO_DEALERS_GRUPO'])],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Souza' })).toBeInTheDocument();
    expect(screen.getByText('Ativo')).toBeInTheDocument();
    // Give the signed-in subject time to arrive: the link must still not be there.
    await screen.findByText('Ativo');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Auditoria' })).not.toBeInTheDocument();
  });

  it('shows the page title for a new record (no status, no history), in the reader language', async () => {
    renderAt(<RecordHeader title="New user" record={null} audit={null} />, '/usuarios/novo', { locale: 'en', messages: await loadMessages('en') });
    expect(screen.getByRole('heading', { level: 1, name: 'New user' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the audit link in Spanish and English', async () => {
    const es = renderAt(<RecordHeader title="x" record={{ nome: 'Grupo Sul' }} audit={{ tipo: 'grupo', id: '3' }} />, '/grupos/3', {
      locale: 'es',
      messages: await loadMessages('es'),
      mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_DEALERS_GRUPO'])],
    });
    expect(await screen.findByRole('link', { name: 'Auditoría' })).toHaveAttribute('href', '/auditoria/3/grupo');
    es.unmount();
    renderAt(<RecordHeader title="x" record={{ nome: 'Grupo Sul' }} audit={{ tipo: 'grupo', id: '3' }} />, '/grupos/3', {
      locale: 'en',
      messages: await loadMessages('en'),
      mocks: [signedInMock('MONTADORA', ['PORTAL_MANUTENCAO_DEALERS_GRUPO'])],
    });
    expect(await screen.findByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/auditoria/3/grupo');
  });
});
