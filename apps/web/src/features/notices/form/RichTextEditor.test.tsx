import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { RichTextEditor } from './RichTextEditor';

// ProseMirror scrolls the selection into view after a command; jsdom has no layout to measure.
beforeAll(() => {
  const none = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  const rect = () => new DOMRect();
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as { getClientRects?: () => DOMRectList; getBoundingClientRect?: () => DOMRect }[]) {
    proto.getClientRects ??= none;
    proto.getBoundingClientRect ??= rect;
  }
});

describe('RichTextEditor', { timeout: 20000 }, () => {
  it('is a labelled textbox with a labelled toolbar whose buttons say whether they are on', async () => {
    const onChange = vi.fn();
    renderAt(<RichTextEditor label="Mensagem" value="<p>Olá</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    expect(box).toHaveTextContent('Olá');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação da mensagem' });
    expect(within(toolbar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Negrito',
      'Itálico',
      'Título',
      'Subtítulo',
      'Lista com marcadores',
      'Lista numerada',
      'Link',
    ]);
    const user = userEvent.setup();
    const bold = within(toolbar).getByRole('button', { name: 'Negrito' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(toolbar).getByRole('button', { name: 'Lista com marcadores' }));
    expect(within(toolbar).getByRole('button', { name: 'Lista com marcadores' })).toHaveAttribute('aria-pressed', 'true');
    // (TipTap keeps an empty paragraph after a list so the writer can leave it.)
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<ul><li><p>Olá<\/p><\/li><\/ul>/);
  });

  it('shows its error under it and marks the textbox invalid', async () => {
    renderAt(<RichTextEditor label="Mensagem" value="" onChange={() => undefined} error="Campo obrigatório." />);
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Campo obrigatório.');
  });
});
