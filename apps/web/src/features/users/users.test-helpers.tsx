import type { MockedResponse } from '@apollo/client/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { InitialEntry } from 'react-router';
import { renderRoutes } from '../../test/render';
import UserWizardPage from './UserWizardPage';

// Shared steps of the users component tests: open the wizard, and drive MUI's selects the way a
// user does (open, click the option).

// The wizard's tests click through many MUI transitions; on a busy 2-core machine one of them can
// outlast Testing Library's 1 s default wait. Only the files importing these helpers wait longer.
configure({ asyncUtilTimeout: 4000 });

export function openWizard(mocks: MockedResponse[], path: InitialEntry = '/usuarios/novo') {
  return renderRoutes(
    [
      { path: '/usuarios', element: <p>Lista de usuários</p> },
      { path: '/usuarios/novo', element: <UserWizardPage /> },
      { path: '/usuarios/:id', element: <UserWizardPage /> },
    ],
    path,
    { mocks },
  );
}

export async function waitForStep(n: 1 | 2) {
  const title = n === 1 ? 'Etapa 1 de 2: Dados básicos' : 'Etapa 2 de 2: Permissões';
  expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
}

/** A single select (MUI TextField select) by the start of its label. */
export async function pick(label: RegExp, option: string | RegExp) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The container of an Autocomplete by its label. */
export function autocomplete(label: RegExp): HTMLElement {
  return screen.getByRole('combobox', { name: label }).closest<HTMLElement>('.MuiAutocomplete-root')!;
}

/** Toggles options of a multiple Autocomplete (a chosen option clicked again is unchosen). */
export async function toggleMulti(label: RegExp, ...options: string[]) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  for (const option of options) await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** The texts of the chips of a multiple Autocomplete. */
export function chosen(label: RegExp): string[] {
  return Array.from(autocomplete(label).querySelectorAll('.MuiChip-label')).map((c) => c.textContent ?? '');
}

export function typeDate(label: RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** Adds a position through the dialog. */
export async function addPosition(dealer: string, cargo: string, dataInicio: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar cargo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar cargo' });
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Concessionária/ }));
  await userEvent.click(await screen.findByRole('option', { name: dealer }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Cargo/ }));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${cargo}`) }));
  typeDate(/^Data de início/, dataInicio, dialog);
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Departamento/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Vendas' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  // Until the dialog has left, the rest of the page is hidden from the accessibility tree.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
