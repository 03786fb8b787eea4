import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formMocks } from '../features/user-groups/user-groups.fixtures';
import { renderAt } from '../test/render';
import { LibraryGroupFormModal } from './library-group-form';

/*
 * The library's folder form opens the user-group form in a modal. The library's screen brings only
 * the library's messages (i18n/lazy-areas.ts), so the modal fetches the user groups' own: without
 * them the form's labels would read as message ids.
 */
describe('the user-group form in the library modal', () => {
  it("shows the user groups' words with only the entry's catalog around it", async () => {
    renderAt(<LibraryGroupFormModal open onClose={() => {}} onSaved={() => {}} />, '/biblioteca', {
      mocks: formMocks(),
      lazyMessages: false,
    });
    expect(await screen.findByRole('dialog', { name: 'Novo grupo de usuários' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toBeInTheDocument();
    expect(screen.queryByText(/userGroups\./)).not.toBeInTheDocument();
  });
});
