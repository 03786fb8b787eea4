import { options, type Ref, type VNode } from 'preact';

/**
 * React's `autoFocus`, for the production build's Preact runtime (vite.config.ts PREACT_RUNTIME).
 * React does not write the attribute: it focuses the element itself when it mounts (the
 * confirmation dialogs' Cancel, the rename field, the menu search…). preact/compat only writes
 * `autofocus`, which a browser honours once per page at most, so without this nothing would get
 * the focus. A vnode hook gives every element rendered with `autoFocus` a ref that focuses it
 * once, on mount, and leaves the attribute out, as React does. Under React (dev server, unit tests)
 * the hook is installed on a Preact nobody renders with, and does nothing.
 */
const focused = new WeakSet<Element>();

function focusOnce(el: HTMLElement | null): void {
  if (!el || focused.has(el)) return;
  focused.add(el);
  if (el.isConnected) el.focus();
  else queueMicrotask(() => el.focus());
}

type AnyRef = Ref<HTMLElement | null>;

/** One wrapper per original ref, so a re-render keeps the same ref and is not focused again. */
const wrappers = new WeakMap<object, (el: HTMLElement | null) => void>();

function withFocus(ref: AnyRef | null | undefined): (el: HTMLElement | null) => void {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (el) => {
      focusOnce(el);
      if (typeof ref === 'function') ref(el);
      else ref.current = el;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

type DomVNode = VNode<Record<string, unknown>> & { ref?: AnyRef | null };

export function installAutoFocus(): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    // preact/compat normalises the props first (it may have installed its hook before or after).
    previous?.(vnode);
    const v = vnode as DomVNode;
    if (typeof v.type !== 'string' || !v.props || !('autoFocus' in v.props)) return;
    const { autoFocus } = v.props;
    delete v.props.autoFocus;
    if (!autoFocus) return;
    v.ref = withFocus(v.ref);
    // compat mirrors a DOM element's ref into props.ref (React 19's place, read by MUI).
    if ('ref' in v.props) Object.defineProperty(v.props, 'ref', { value: v.ref, configurable: true, writable: true });
  };
}
