import { useQuery } from '@apollo/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { useToggleFavoriteGroup } from './use-favorite-group';
import { ATUALIZAR_GRUPO_FAVORITO, GRUPOS_ATIVOS } from './user-groups.queries';

const REDE = { __typename: 'GrupoAtivo', id: '1', nome: 'Rede Aurora', publico: true, favorito: false };

/** A minimal selector: each active group with its favourite toggle. */
function Favorites() {
  const toggle = useToggleFavoriteGroup();
  const grupos = useQuery(GRUPOS_ATIVOS).data?.gruposAtivos ?? [];
  return (
    <ul>
      {grupos.map((g) => (
        <li key={g.id}>
          <button type="button" aria-pressed={g.favorito} onClick={() => void toggle(g)}>
            {g.nome}
          </button>
        </li>
      ))}
    </ul>
  );
}

const list = { request: { query: GRUPOS_ATIVOS }, result: { data: { gruposAtivos: [REDE] } } };

describe('favourite groups (spec 02 §4)', { timeout: 20000 }, () => {
  it('marks the favourite at once and keeps the answer of the API', async () => {
    renderAt(<Favorites />, '/home', {
      mocks: [list, { request: { query: ATUALIZAR_GRUPO_FAVORITO, variables: { id: '1' } }, result: { data: { atualizarGrupoFavorito: { ...REDE, favorito: true } } }, delay: 200 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rede Aurora' }));
    expect(screen.getByRole('button', { name: 'Rede Aurora' })).toHaveAttribute('aria-pressed', 'true');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('button', { name: 'Rede Aurora' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reverts the mark and shows the error toast when the API refuses', async () => {
    renderAt(<Favorites />, '/home', {
      mocks: [list, { request: { query: ATUALIZAR_GRUPO_FAVORITO, variables: { id: '1' } }, error: new Error('offline'), delay: 200 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rede Aurora' }));
    expect(screen.getByRole('button', { name: 'Rede Aurora' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Erro ao atualizar favorito, tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rede Aurora' })).toHaveAttribute('aria-pressed', 'false'));
  });
});
