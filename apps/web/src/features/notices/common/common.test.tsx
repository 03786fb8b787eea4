import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderAt } from '../../../test/render';
import { NoticeHtml } from './NoticeHtml';
import { NoticeNumber } from './NoticeNumber';
import { noticePaths } from './notice-paths';
import { NoticeStatusChip } from './NoticeStatusChip';
import { sanitizeNoticeHtml } from './safe-html';

describe('notices common', { timeout: 20000 }, () => {
  it('names a notice by its number, an errata by its original’s, in the three languages', async () => {
    const notice = { numero: '13/2026', errata: true, original: { numero: '12/2026' } };
    const { unmount } = renderAt(
      <>
        <NoticeNumber notice={{ numero: '12/2026', errata: false }} />
        <NoticeNumber notice={notice} />
        <NoticeNumber notice={{ numero: null, errata: true, original: { numero: '12/2026' } }} />
        <NoticeNumber notice={{ numero: null, errata: false }} data-testid="none" />
      </>,
    );
    expect(await screen.findByText('Comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByText('Comunicado 13/2026 · Errata do comunicado 12/2026')).toBeInTheDocument();
    expect(screen.getByText('Errata do comunicado 12/2026')).toBeInTheDocument();
    expect(screen.queryByTestId('none')).not.toBeInTheDocument();
    unmount();
    const es = renderAt(<NoticeNumber notice={notice} />, '/', { locale: 'es', messages: await loadMessages('es') });
    expect(await screen.findByText('Comunicado 13/2026 · Fe de erratas del comunicado 12/2026')).toBeInTheDocument();
    es.unmount();
    renderAt(<NoticeNumber notice={notice} />, '/', { locale: 'en', messages: await loadMessages('en') });
    expect(await screen.findByText('Notice 13/2026 · Erratum to notice 12/2026')).toBeInTheDocument();
  });

  it('writes each status out', async () => {
    renderAt(
      <>
        <NoticeStatusChip status="EM_APROVACAO" />
        <NoticeStatusChip status="REJEITADO" />
      </>,
      '/',
      { locale: 'en', messages: await loadMessages('en') },
    );
    expect(await screen.findByText('In approval')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('builds the notice routes from the domain table', () => {
    expect(noticePaths.visualizarEnvio('42')).toBe('/comunicados/visualizarEnvio/42');
    expect(noticePaths.editar('7')).toBe('/comunicados/editar/7');
    expect(noticePaths.list('favoritos')).toBe('/comunicados?aba=favoritos');
    expect(noticePaths.list('entrada')).toBe('/comunicados');
  });

  it('keeps only the allowlist of the message: no script, handler, javascript: link, svg or style', () => {
    const out = sanitizeNoticeHtml(
      '<p onclick="x()">Oi <strong>time</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">a</a><a href="https://ex.com/x" onmouseover="y()">b</a><svg><script>alert(4)</script></svg>' +
        '<style>p{}</style><span style="color:red">c</span><a href="data:text/html,x">d</a><a href="/biblioteca">e</a>',
    );
    expect(out).toBe(
      '<p>Oi <strong>time</strong></p><a>a</a><a href="https://ex.com/x" target="_blank" rel="noopener noreferrer">b</a>' +
        '<span>c</span><a>d</a><a href="/biblioteca">e</a>',
    );
  });

  it('draws the message and the signature, and no script of the message runs', async () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    renderAt(
      <NoticeHtml html={'<p>Revisão <em>obrigatória</em></p><img src="x" onerror="window.ran()"><script>window.ran()</script>'} assinatura={'Pós-venda\nMarca Azul'} />,
    );
    expect(await screen.findByText('obrigatória')).toBeInTheDocument();
    expect(screen.getByText(/Pós-venda/)).toHaveTextContent('Assinatura: Pós-venda Marca Azul');
    expect(document.querySelector('img, script')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(ran).not.toHaveBeenCalled();
  });
});
