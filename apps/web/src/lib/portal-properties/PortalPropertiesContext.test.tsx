import type { Locale } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PROPERTIES } from '../../test/fixtures';
import { TestProviders } from '../../test/render';
import { loadMessages } from '../intl/catalogs';
import type { PortalProperties } from './portal-properties';
import { usePortalLabels } from './PortalPropertiesContext';

/** Two real messages of the screens that name the portal's labels. */
function Hints() {
  const intl = useIntl();
  const labels = usePortalLabels();
  return (
    <>
      <p>{intl.formatMessage({ id: 'users.list.dealerFilterHint' }, labels)}</p>
      <p>{intl.formatMessage({ id: 'dealers.grupo.dealersTitle' }, { ...labels, nome: 'Litoral' })}</p>
    </>
  );
}

async function renderIn(locale: Locale, properties: PortalProperties) {
  render(
    <TestProviders locale={locale} messages={await loadMessages(locale)} properties={properties} user={null}>
      <Hints />
    </TestProviders>,
  );
}

describe('portal labels per language', () => {
  it('uses the stored pt-BR labels on Portuguese screens', async () => {
    await renderIn('pt-BR', PROPERTIES);
    expect(screen.getByText('Escolha Bandeira ou Grupo econômico antes')).toBeInTheDocument();
    expect(screen.getByText('Concessionárias de “Litoral”')).toBeInTheDocument();
  });

  it('never shows the Portuguese labels on English screens: English defaults, or the stored .en labels', async () => {
    await renderIn('en', PROPERTIES);
    expect(screen.getByText('Choose a Brand or Dealer group first')).toBeInTheDocument();
    expect(screen.getByText('Dealers of “Litoral”')).toBeInTheDocument();
  });

  it('uses the labels stored for a language', async () => {
    const properties = { ...PROPERTIES, 'labelMarca.es': 'Bandera', 'labelDealers.es': 'Concesionarias' } as PortalProperties;
    await renderIn('es', properties);
    expect(screen.getByText('Elija Bandera o Grupo antes')).toBeInTheDocument();
    expect(screen.getByText('Concesionarias de “Litoral”')).toBeInTheDocument();
  });
});
