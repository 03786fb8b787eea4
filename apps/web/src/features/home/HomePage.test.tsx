import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { renderAt } from '../../test/render';
import { anuncio, arquivo, envio, homeMocks, rede, slide, type HomeData } from './home.fixtures';
import HomePage from './HomePage';

const SENT = '2026-03-10T13:05:00Z';
const when = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(SENT));

const FULL: HomeData = {
  slides: [slide('1', { titulo: 'Feirão de abril', subtitulo: 'Condições especiais', tituloBotao: 'Saiba mais', link: '/comunicados' }), slide('2')],
  anuncio: anuncio(),
  envios: [
    envio('31', { titulo: 'Pneus: campanha de março', lido: false, anexos: 2, envio: SENT }),
    envio('32', { titulo: 'Horário de feriado', lido: true, criador: 'João Lima', envio: SENT }),
  ],
  arquivos: [arquivo('1', 'Manual de garantia.pdf'), arquivo('2', 'Tabela de preços.xlsx', null), arquivo('3', 'Logo.png'), arquivo('4', 'Quarto.pdf')],
  redes: [rede('1', 'Facebook', 'https://facebook.com/marca', 'mui|Facebook'), rede('2', 'YouTube', 'https://youtube.com/@marca', 'mui|YouTube')],
};

const renderHome = (data: HomeData, options: Parameters<typeof renderAt>[2] = {}) =>
  renderAt(<HomePage marcaId="1" helpHref="https://ajuda.example.com/" />, '/home', { mocks: homeMocks(data), ...options });

describe('home page', () => {
  it('shows the slides, the advert, the recent notices, the three newest files and the brand social links (pt-BR)', async () => {
    renderHome(FULL);
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: 'Destaques' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await within(carousel).findByRole('heading', { name: 'Feirão de abril' })).toBeInTheDocument();
    expect(within(carousel).getByText('Condições especiais')).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', '/comunicados');
    expect(within(carousel).getByRole('group', { name: '1 de 2' })).toHaveAttribute('aria-roledescription', 'slide');

    const advert = screen.getByRole('region', { name: 'Anúncio' });
    const advertLink = await within(advert).findByRole('link', { name: 'Revisão com desconto (abre em nova aba)' });
    expect(advertLink).toHaveAttribute('href', 'https://oficina.example.com/promo');
    expect(advertLink).toHaveAttribute('target', '_blank');

    const notices = screen.getByRole('region', { name: 'Comunicados recentes' });
    const [unread, read] = await within(notices).findAllByRole('listitem');
    expect(within(unread!).getByText('Não lido')).toBeInTheDocument();
    expect(within(unread!).getByRole('link', { name: 'Pneus: campanha de março' })).toHaveAttribute('href', '/comunicados/visualizarEnvio/31');
    expect(unread).toHaveTextContent(`De Maria Souza · Enviado em ${when('pt-BR')} · 2 anexos`);
    expect(within(read!).getByText('Lido')).toBeInTheDocument();
    expect(read).toHaveTextContent(`De João Lima · Enviado em ${when('pt-BR')} · Sem anexos`);
    expect(within(notices).getByRole('link', { name: 'Ver todos os comunicados' })).toHaveAttribute('href', '/comunicados');

    const files = screen.getByRole('region', { name: 'Arquivos recentes' });
    const items = await within(files).findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(['Manual de garantia.pdf', 'Tabela de preços.xlsx', 'Logo.png']);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/biblioteca/5');
    expect(items[0]).toHaveTextContent('Na pasta Manuais');
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/biblioteca');
    expect(items[1]).toHaveTextContent('Na pasta Biblioteca');

    const social = screen.getByRole('region', { name: 'Redes sociais' });
    const facebook = await within(social).findByRole('link', { name: 'Facebook (abre em nova aba)' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.com/marca');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getByRole('link', { name: 'YouTube (abre em nova aba)' })).toBeInTheDocument();
  });

  it('carries the onboarding tour anchors of the home contract', async () => {
    const { container } = renderHome(FULL);
    await screen.findByRole('heading', { name: 'Feirão de abril' });
    const anchors = [...container.querySelectorAll('[data-tour]')].map((el) => el.getAttribute('data-tour'));
    expect(anchors).toEqual(['home-slides', 'home-anuncio', 'home-comunicados', 'home-arquivos', 'home-redes']);
  });

  it.each([
    {
      locale: 'en' as const,
      w: {
        notices: 'Recent notices', unread: 'Unread', line: `From Maria Souza · Sent ${when('en')} · 2 attachments`, all: 'See all notices',
        files: 'Recent files', facebook: 'Facebook (opens in a new tab)', slides: 'Highlights', advert: 'Advertisement', social: 'Social networks',
      },
    },
    {
      locale: 'es' as const,
      w: {
        notices: 'Comunicados recientes', unread: 'No leído', line: `De Maria Souza · Enviado el ${when('es')} · 2 adjuntos`, all: 'Ver todos los comunicados',
        files: 'Archivos recientes', facebook: 'Facebook (se abre en una pestaña nueva)', slides: 'Destacados', advert: 'Anuncio', social: 'Redes sociales',
      },
    },
  ])('reads in $locale', async ({ locale, w }) => {
    renderHome(FULL, { locale, messages: await loadMessages(locale) });
    const notices = screen.getByRole('region', { name: w.notices });
    const [unread] = await within(notices).findAllByRole('listitem');
    expect(within(unread!).getByText(w.unread)).toBeInTheDocument();
    expect(unread).toHaveTextContent(w.line);
    expect(within(notices).getByRole('link', { name: w.all })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: w.files })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: w.facebook })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: w.slides })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: w.advert })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: w.social })).toBeInTheDocument();
  });

  it('with nothing yet: the default banner with the help link, and each card says it is empty', async () => {
    renderHome({});
    const carousel = screen.getByRole('region', { name: 'Destaques' });
    expect(await within(carousel).findByRole('heading', { name: 'Boas-vindas ao portal' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Abrir a central de ajuda (abre em nova aba)' })).toHaveAttribute('href', 'https://ajuda.example.com/');
    expect(await screen.findByText('Nenhum anúncio no momento.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum comunicado recebido por enquanto.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum arquivo na biblioteca por enquanto.')).toBeInTheDocument();
    expect(await screen.findByText('Sua marca ainda não tem redes sociais cadastradas.')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    renderHome(FULL);
    expect(screen.getByText('Carregando os destaques…')).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(4);
  });

  it('a card that cannot load says so and retries', async () => {
    const [slides, anuncio_, , arquivos, redes] = homeMocks(FULL);
    renderAt(<HomePage marcaId="1" helpHref={null} />, '/home', {
      mocks: [slides!, anuncio_!, { request: homeMocks()[2]!.request, error: new Error('offline') }, arquivos!, redes!, homeMocks(FULL)[2]!],
    });
    const notices = screen.getByRole('region', { name: 'Comunicados recentes' });
    expect(await within(notices).findByText('Não foi possível carregar.')).toBeInTheDocument();
    within(notices).getByRole('button', { name: 'Tentar novamente' }).click();
    expect(await within(notices).findByRole('link', { name: 'Pneus: campanha de março' })).toBeInTheDocument();
  });
});
