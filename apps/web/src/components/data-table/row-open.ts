import type { KeyboardEvent, MouseEvent } from 'react';

/** Controls inside a row that do their own thing: a click on them does not open the row. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"], [role="switch"]';

/**
 * Props that make a row (table row or card) open its record: a click anywhere but on a control
 * of its own, or Enter while the row itself has the keyboard focus. The row is focusable; its
 * controls keep their own keys. Clicks from portals (a menu, a dialog opened by the row) are
 * React children of the row but not inside it on the page: they never open it.
 */
export function rowOpenProps(open: (() => void) | undefined) {
  if (!open) return {};
  return {
    tabIndex: 0,
    onClick: (e: MouseEvent<HTMLElement>) => {
      const target = e.target as Element;
      if (!e.currentTarget.contains(target)) return;
      const control = target.closest(CONTROLS);
      if (control && control !== e.currentTarget && e.currentTarget.contains(control)) return;
      open();
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) {
        e.preventDefault();
        open();
      }
    },
  };
}
