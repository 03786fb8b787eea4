import type { ComponentChild } from 'preact';
import { createElement, createRef, render } from 'preact/compat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAutoFocus } from './auto-focus';

// Rendered with Preact itself (the production runtime), not the React the other tests use.
describe('autoFocus under Preact', () => {
  let root: HTMLDivElement;
  beforeAll(() => installAutoFocus());
  afterEach(() => {
    render(null, root);
    root.remove();
  });
  function mount(vnode: ComponentChild) {
    root = document.createElement('div');
    document.body.append(root);
    render(vnode, root);
  }

  it('focuses the element when it mounts, and writes no autofocus attribute', () => {
    mount(createElement('div', null, createElement('button', null, 'Confirmar'), createElement('button', { autoFocus: true }, 'Cancelar')));
    expect(document.activeElement?.textContent).toBe('Cancelar');
    expect(root.querySelector('[autofocus]')).toBeNull();
  });

  it('does not take the focus back on a re-render, and keeps the element’s own ref', () => {
    const ref = createRef<HTMLInputElement>();
    const callback = vi.fn();
    const view = (n: number) =>
      createElement('div', null, createElement('input', { autoFocus: true, ref, 'data-n': n }), createElement('input', { autoFocus: true, ref: callback }), createElement('button', null, 'b'));
    mount(view(1));
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(callback).toHaveBeenCalledTimes(1);
    root.querySelector('button')!.focus();
    render(view(2), root);
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(ref.current?.dataset.n).toBe('2');
  });

  it('leaves an element with autoFocus={false} alone', () => {
    mount(createElement('input', { autoFocus: false }));
    expect(document.activeElement).toBe(document.body);
  });
});
