import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderRoutes, type ProviderOptions } from '../../test/render';
import { viewport } from '../../test/viewport';
import CatalogFormPage from './CatalogFormPage';
import { CATALOGS } from './catalogs';
import { fieldError, getMock, MARCAS, optionsMock, tipoMock } from './organisation.fixtures';

const routes = [
  { path: '/marcas/:id', element: <CatalogFormPage /> },
  { path: '/marcas', element: <p>Lista de marcas</p> },
];
const aurora = MARCAS[0]!;
const BASE = { id: '10', nome: 'Aurora', palette: 'azulOceano', facebookId: 'aurora.oficial', grupoEconomico: '3' };
const INSTAGRAM = { nome: 'Instagram', url: 'https://instagram.com/aurora', icone: 'mui|Instagram' };

function open(mocks: MockedResponse[], options: ProviderOptions = {}) {
  return renderRoutes(routes, '/marcas/10', {
    mocks: [tipoMock('PROVEDOR'), getMock('marcas', aurora), optionsMock('gruposEconomicos', [{ id: '3', nome: 'Aurora Holding' }]), ...mocks],
    ...options,
  });
}
const saveMock = (input: Record<string, unknown>, result: MockedResponse['result']): MockedResponse => ({
  request: { query: CATALOGS.marcas.docs.save, variables: { input } },
  result,
});
const row = (n: number) => screen.getByRole('group', { name: `Rede social ${n}` });

async function saveAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
}

describe("brand form: the brand's social links", { timeout: 30000 }, () => {
  it('adds a link with an icon picked from the drawn icons, reorders and sends the whole list in order', async () => {
    const saved = vi.fn(() => ({ data: { row: aurora } }));
    const youtube = { nome: 'YouTube', url: 'https://youtube.com/@aurora', icone: 'mui|YouTube' };
    const { router } = open([saveMock({ ...BASE, redesSociais: [youtube, INSTAGRAM] }, saved)]);
    await waitFor(() => expect(within(row(1)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveValue('Instagram'));
    expect(within(row(1)).getByRole('combobox', { name: 'Ícone' })).toHaveTextContent('Instagram');

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar rede social' }));
    expect(within(row(2)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveFocus();
    await userEvent.keyboard('YouTube');
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Endereço da rede social' }), 'https://youtube.com/@aurora');
    await userEvent.click(within(row(2)).getByRole('combobox', { name: 'Ícone' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X', 'WhatsApp', 'Telegram', 'Pinterest', 'Site']);
    expect(within(listbox).getAllByRole('option').every((o) => o.querySelector('svg'))).toBe(true);
    await userEvent.click(within(listbox).getByRole('option', { name: 'YouTube' }));

    await userEvent.click(screen.getByRole('button', { name: 'Subir a rede social 2' }));
    expect(within(row(1)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveValue('YouTube');
    await saveAndConfirm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/marcas'));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("checks each link before sending, on its row (name, http(s) address, icon); removing a link sends the list without it", async () => {
    const saved = vi.fn(() => ({ data: { row: { ...aurora, redesSociais: [] } } }));
    open([saveMock({ ...BASE, redesSociais: [] }, saved)]);
    await waitFor(() => expect(within(row(1)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveValue('Instagram'));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar rede social' }));
    await userEvent.type(within(row(2)).getByRole('textbox', { name: 'Endereço da rede social' }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Revise as redes sociais destacadas.')).toBeInTheDocument();
    expect(within(row(2)).getByText('Informe o nome.')).toBeInTheDocument();
    expect(within(row(2)).getByText('Use um endereço http:// ou https:// válido.')).toBeInTheDocument();
    expect(within(row(2)).getByText('Escolha um ícone.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remover a rede social 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover a rede social 1' }));
    expect(screen.getByText('Nenhuma rede social.')).toBeInTheDocument();
    await saveAndConfirm();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it("shows the API's refusal of a link under the list, in its words", async () => {
    const message = 'O endereço da rede social 1 deve ser um endereço http:// ou https:// válido.';
    open([saveMock({ ...BASE, redesSociais: [INSTAGRAM] }, () => ({ errors: [fieldError('BAD_USER_INPUT', [{ field: 'redesSociais.0.url', message }])] }))]);
    await waitFor(() => expect(within(row(1)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveValue('Instagram'));
    await saveAndConfirm();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Redes sociais' })).getByText(message)).toBeInTheDocument());
  });

  afterEach(() => vi.unstubAllGlobals());

  it.each([1440, 360])('the brand form with its links at %i px: no serious or critical axe finding', async (width) => {
    viewport(width);
    open([]);
    await waitFor(() => expect(within(row(1)).getByRole('textbox', { name: 'Nome da rede social' })).toHaveValue('Instagram'));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar rede social' }));
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it.each([
    {
      locale: 'en' as const,
      words: { row: 'Social network', add: 'Add social network', remove: 'Remove social network 1', url: 'Network address', save: 'Save' },
      errors: ['Check the highlighted social networks.', 'Enter the name.', 'Use a valid http:// or https:// address.', 'Choose an icon.'],
    },
    {
      locale: 'es' as const,
      words: { row: 'Red social', add: 'Añadir red social', remove: 'Quitar la red social 1', url: 'Dirección de la red social', save: 'Guardar' },
      errors: ['Revise las redes sociales señaladas.', 'Indique el nombre.', 'Use una dirección http:// o https:// válida.', 'Elija un icono.'],
    },
  ])('reads in $locale, the checks of a link too', async ({ locale, words, errors }) => {
    open([], { locale, messages: await loadMessages(locale) });
    expect(await screen.findByRole('group', { name: `${words.row} 1` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.remove })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: words.add }));
    const added = screen.getByRole('group', { name: `${words.row} 2` });
    await userEvent.type(within(added).getByRole('textbox', { name: words.url }), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: words.save }));
    const [list, ...row] = errors;
    expect(await screen.findByText(list!)).toBeInTheDocument();
    for (const text of row) expect(within(added).getByText(text)).toBeInTheDocument();
  });
});
