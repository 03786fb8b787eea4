import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/intl/catalogs';
import { TestProviders } from '../../test/render';
import { MaintenancePage } from './MaintenancePage';

describe('maintenance page', () => {
  it('asks to come back in a moment while the portal is being updated', async () => {
    render(
      <TestProviders user={null} locale="en" messages={await loadMessages('en')}>
        <MaintenancePage />
      </TestProviders>,
    );
    expect(screen.getByText('We are updating the portal, please come back in a moment')).toBeInTheDocument();
  });

  it("says the portal could not start and sends whoever runs it to the log, in the reader's language", async () => {
    render(
      <TestProviders user={null} locale="es" messages={await loadMessages('es')}>
        <MaintenancePage failed />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { name: 'El portal no pudo iniciarse' })).toBeInTheDocument();
    expect(screen.getByText(/Quien administra el servidor encuentra en el log del portal la causa y qué hacer/)).toBeInTheDocument();
  });
});
