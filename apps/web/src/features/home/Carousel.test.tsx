import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { TestProviders } from '../../test/render';
import { viewport } from '../../test/viewport';
import { Carousel, ROTATION_MS } from './Carousel';
import { slide } from './home.fixtures';

const SLIDES = [slide('1', { titulo: 'Primeiro' }), slide('2', { titulo: 'Segundo' }), slide('3', { titulo: 'Terceiro' })];

const shown = () => screen.getByRole('heading', { level: 2 }).textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('slide carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    viewport(1440);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const renderCarousel = (props: Parameters<typeof TestProviders>[0] extends infer P ? Omit<P & object, 'children'> : never = {}) =>
    render(
      <TestProviders {...props}>
        <Carousel slides={SLIDES} />
      </TestProviders>,
    );

  it('turns every 6 s, shows one slide at a time and goes round', () => {
    renderCarousel();
    expect(shown()).toBe('Primeiro');
    expect(screen.getByRole('group', { name: '1 de 3' })).toHaveAttribute('aria-roledescription', 'slide');
    wait(ROTATION_MS - 100);
    expect(shown()).toBe('Primeiro');
    wait(100);
    expect(shown()).toBe('Segundo');
    wait(ROTATION_MS);
    expect(shown()).toBe('Terceiro');
    wait(ROTATION_MS);
    expect(shown()).toBe('Primeiro');
  });

  it('the pause button stops it (and says so); play starts it again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a troca automática dos destaques' }));
    wait(ROTATION_MS * 3);
    expect(shown()).toBe('Primeiro');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a troca automática dos destaques' }));
    wait(ROTATION_MS);
    expect(shown()).toBe('Segundo');
  });

  it('pauses while the pointer is over it or the focus is inside, and announces changes only then', () => {
    const { container } = renderCarousel();
    const root = container.querySelector('[aria-live]')!.parentElement!;
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(root);
    expect(container.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    wait(ROTATION_MS * 2);
    expect(shown()).toBe('Primeiro');
    fireEvent.mouseLeave(root);
    wait(ROTATION_MS);
    expect(shown()).toBe('Segundo');

    const next = screen.getByRole('button', { name: 'Próximo destaque' });
    act(() => next.focus());
    wait(ROTATION_MS * 2);
    expect(shown()).toBe('Segundo');
    act(() => next.blur());
    wait(ROTATION_MS);
    expect(shown()).toBe('Terceiro');
  });

  it('previous, next, a picker button and the arrow keys move by hand', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Destaque anterior' }));
    expect(shown()).toBe('Terceiro');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo destaque' }));
    expect(shown()).toBe('Primeiro');
    const picker = screen.getByRole('group', { name: 'Escolha o destaque' });
    fireEvent.click(within(picker).getByRole('button', { name: 'Destaque 2: Segundo' }));
    expect(shown()).toBe('Segundo');
    expect(within(picker).getByRole('button', { name: 'Destaque 2: Segundo' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(within(picker).getByRole('button', { name: 'Destaque 2: Segundo' }), { key: 'ArrowRight' });
    expect(shown()).toBe('Terceiro');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Próximo destaque' }), { key: 'ArrowLeft' });
    expect(shown()).toBe('Segundo');
  });

  it('with reduced motion it does not turn by itself; the play button still starts it if the user asks', () => {
    viewport(1440, { reducedMotion: true });
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Retomar a troca automática dos destaques' })).toBeInTheDocument();
    wait(ROTATION_MS * 3);
    expect(shown()).toBe('Primeiro');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a troca automática dos destaques' }));
    wait(ROTATION_MS);
    expect(shown()).toBe('Segundo');
  });

  it('serves responsive images: avif and webp widths, the box reserved, the first one first, the others lazily', () => {
    const { container } = renderCarousel();
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(3);
    const [avif, webp] = pictures[0]!.querySelectorAll('source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', '/api/imagens/s1-480.avif 480w, /api/imagens/s1-1140.avif 1140w');
    expect(webp).toHaveAttribute('type', 'image/webp');
    expect(avif!.getAttribute('sizes')).toContain('100vw');
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('width', '1140');
    expect(first).toHaveAttribute('height', '400');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('names its controls in English', async () => {
    const messages = await loadMessages('en');
    renderCarousel({ locale: 'en', messages });
    expect(screen.getByRole('button', { name: 'Pause the automatic rotation of highlights' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous highlight' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Highlight 3: Terceiro' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
  });
});
