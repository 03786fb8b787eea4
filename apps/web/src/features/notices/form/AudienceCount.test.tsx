import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../../lib/intl/catalogs';
import { renderAt } from '../../../test/render';
import { AudienceCount } from './AudienceCount';
import { AUDIENCIA_FORM } from './form.queries';

/*
 * The recipients' count as the author reads it, in the three languages: nobody in the portal is
 * said as a negative sentence (not "reaches no person"), the single addresses only when there are
 * any, and each count with its own plural.
 */
const audiencia = (usuarios: number, emails: number): MockedResponse => ({
  request: { query: AUDIENCIA_FORM },
  variableMatcher: () => true,
  result: { data: { audienciaComunicado: { __typename: 'AudienciaComunicado', usuarios, emails } } },
});

async function reads(locale: Locale, usuarios: number, emails: number): Promise<string> {
  const { unmount } = renderAt(<AudienceCount idsGrupos={['5']} idsUsuariosRemovidos={[]} emailsAvulsos={[]} />, '/comunicados/novo', {
    locale,
    messages: await loadMessages(locale),
    mocks: [audiencia(usuarios, emails)],
  });
  const status = await screen.findByText(/\.$/, {}, { timeout: 3000 });
  const text = status.textContent ?? '';
  unmount();
  return text;
}

describe('AudienceCount', { timeout: 20000 }, () => {
  it.each([
    ['pt-BR', 0, 0, 'Não alcança ninguém no portal.'],
    ['pt-BR', 0, 2, 'Não alcança ninguém no portal, só 2 e-mails avulsos.'],
    ['pt-BR', 1, 1, 'Alcança 1 pessoa no portal e 1 e-mail avulso.'],
    ['es', 0, 0, 'No alcanza a nadie en el portal.'],
    ['es', 0, 1, 'No alcanza a nadie en el portal, solo 1 correo suelto.'],
    ['es', 1234, 2, 'Alcanza a 1234 personas en el portal y 2 correos sueltos.'],
    ['en', 0, 0, 'Reaches no one in the portal.'],
    ['en', 0, 2, 'Reaches no one in the portal, only 2 single e-mail addresses.'],
    ['en', 1, 1, 'Reaches 1 person in the portal and 1 single e-mail address.'],
  ] as const)('%s, %i people and %i addresses: "%s"', async (locale, usuarios, emails, text) => {
    expect(await reads(locale, usuarios, emails)).toBe(text);
  });
});
