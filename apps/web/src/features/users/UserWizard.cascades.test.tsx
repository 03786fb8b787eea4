import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newUserMocks } from './users.fixtures';
import { addPosition, chosen, openWizard, pick, toggleMulti, waitForStep } from './users.test-helpers';

// Labels of the test portal properties (src/test/fixtures.ts): Bandeiras, Grupos econômicos, Concessionárias.
const MARCAS = /^Bandeiras/;
const GRUPOS = /^Grupos econômicos/;
const DEALERS = /^Concessionárias/;
const positionRow = (text: string) => screen.queryByText(text);

describe('user wizard: the cascades of spec 01 §4', { timeout: 30000 }, () => {
  it('groups keep their dealers, dealers keep their positions, brands and type clear both', async () => {
    openWizard(newUserMocks());
    await waitForStep(1);
    await pick(/^Tipo de usuário/, 'Concessionária/Grupo');
    await toggleMulti(MARCAS, 'Aurora');
    await toggleMulti(GRUPOS, 'Grupo Horizonte', 'Grupo Litoral');
    await toggleMulti(DEALERS, 'Horizonte Centro (D1)', 'Litoral Praia (D3)');
    expect(chosen(DEALERS)).toEqual(['Horizonte Centro (D1)', 'Litoral Praia (D3)']);

    await addPosition('Litoral Praia (D3)', 'Vendedor', '2024-03-01');
    expect(await screen.findByText('Vendedor — Litoral Praia (D3)')).toBeInTheDocument();
    await addPosition('Horizonte Centro (D1)', 'Gerente geral', '2024-03-01');
    expect(await screen.findByText('Gerente geral — Horizonte Centro (D1)')).toBeInTheDocument();

    // A group removed: only the dealers of the remaining groups stay, with their positions.
    await toggleMulti(GRUPOS, 'Grupo Litoral');
    await waitFor(() => expect(chosen(DEALERS)).toEqual(['Horizonte Centro (D1)']));
    expect(chosen(GRUPOS)).toEqual(['Grupo Horizonte']);
    expect(positionRow('Vendedor — Litoral Praia (D3)')).not.toBeInTheDocument();
    expect(positionRow('Gerente geral — Horizonte Centro (D1)')).toBeInTheDocument();

    // A dealer removed: its positions go.
    await toggleMulti(DEALERS, 'Horizonte Centro (D1)');
    await waitFor(() => expect(positionRow('Gerente geral — Horizonte Centro (D1)')).not.toBeInTheDocument());

    // Brands changed: groups and dealers cleared.
    await toggleMulti(DEALERS, 'Horizonte Centro (D1)');
    await toggleMulti(MARCAS, 'Boreal');
    await waitFor(() => expect(chosen(GRUPOS)).toEqual([]));
    expect(chosen(DEALERS)).toEqual([]);
    expect(chosen(MARCAS)).toEqual(['Aurora', 'Boreal']);

    // Type changed: groups and dealers cleared (and hidden for a type without them).
    await toggleMulti(GRUPOS, 'Grupo Horizonte');
    await toggleMulti(DEALERS, 'Horizonte Sul (D2)');
    expect(chosen(DEALERS)).toEqual(['Horizonte Sul (D2)']);
    await pick(/^Tipo de usuário/, 'Fábrica');
    expect(screen.queryByRole('combobox', { name: DEALERS })).not.toBeInTheDocument();
    await pick(/^Tipo de usuário/, 'Concessionária/Grupo');
    expect(chosen(GRUPOS)).toEqual([]);
    expect(chosen(DEALERS)).toEqual([]);
    expect(chosen(MARCAS)).toEqual(['Aurora', 'Boreal']);
  });
});
