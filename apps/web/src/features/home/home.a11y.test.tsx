import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { viewport } from '../../test/viewport';
import { anuncio, arquivo, envio, homeMocks, rede, slide, type HomeData } from './home.fixtures';
import HomePage from './HomePage';

/** Serious and critical axe findings (colour contrast needs a real browser: the e2e checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const FULL: HomeData = {
  slides: [slide('1', { titulo: 'Feirão', subtitulo: 'Abril', tituloBotao: 'Saiba mais', link: 'https://example.com', linkTarget: 'BLANK' }), slide('2')],
  anuncio: anuncio(),
  envios: [envio('1', { anexos: 1 }), envio('2', { lido: true })],
  arquivos: [arquivo('1', 'Manual.pdf')],
  redes: [rede('1', 'Instagram', 'https://instagram.com/marca', 'mui|Instagram')],
};

describe('home accessibility', { timeout: 60000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [1440, 'with content', FULL],
    [360, 'with content', FULL],
    [1440, 'empty', {}],
    [360, 'empty', {}],
  ] as const)('at %i px, %s: no serious or critical axe finding', async (width, _label, data) => {
    viewport(width);
    renderAt(<HomePage marcaId="1" helpHref="https://ajuda.example.com/" />, '/home', { mocks: homeMocks(data) });
    await screen.findByText(data === FULL ? 'Manual.pdf' : 'Nenhum arquivo na biblioteca por enquanto.');
    await screen.findByText(data === FULL ? 'Instagram' : 'Sua marca ainda não tem redes sociais cadastradas.');
    expect(await violations()).toEqual([]);
  });
});
