import { describe, expect, it } from 'vitest';
import { portalLabelsFor } from '@portal/domain';
import './audit.messages.js';
import { acaoDescricao } from './audit.service.js';

describe('audit action descriptions', () => {
  it("name dealers and brands by the portal's labels in the reader's language", () => {
    const props = { labelDealers: 'Concessionárias', labelMarca: 'Bandeira' };
    expect(acaoDescricao('PT_BR', 'REMOVER_MARCA_DEALERS', portalLabelsFor(props, 'PT_BR'))).toBe('Retirada de Bandeira dos registros de Concessionárias');
    expect(acaoDescricao('EN', 'REMOVER_MARCA_DEALERS', portalLabelsFor(props, 'EN'))).toBe('Brand removed from Dealers records');
  });

  it('read an action no catalog names as its code in words', () => {
    expect(acaoDescricao('EN', 'SINCRONIZAR_IDP')).toBe('Sincronizar idp');
  });
});
