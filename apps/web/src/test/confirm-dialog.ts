import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The confirmation dialog of a destructive action (components/confirmed-action), once its focus
 * is on Cancel (`cancel`: the button's words in the test's language), so an Enter out of habit
 * does nothing.
 */
export async function confirmDialog(cancel: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: cancel })).toHaveFocus());
  return dialog;
}
