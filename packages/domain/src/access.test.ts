import { describe, expect, it } from 'vitest';
import { canAccess } from './access.js';
import { FEATURES as F } from './features.js';

const dealer = { tipo: 'DEALER_GRUPO', funcionalidades: [] } as const;
const montadoraUsers = { tipo: 'MONTADORA', funcionalidades: [F.PORTAL_MANUTENCAO_USUARIOS] } as const;
const provider = { tipo: 'PROVEDOR', funcionalidades: [] } as const;

describe('canAccess (spec 01 §6)', () => {
  it('allows everyone when both lists are empty', () => {
    expect(canAccess(dealer, {})).toBe(true);
    expect(canAccess(dealer, { features: [], userTypes: [] })).toBe(true);
  });

  it('accepts any one matching feature key', () => {
    const rule = { features: [F.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS, F.PORTAL_MANUTENCAO_USUARIOS] };
    expect(canAccess(montadoraUsers, rule)).toBe(true);
    expect(canAccess(dealer, rule)).toBe(false);
  });

  it('accepts an allowed user type without any feature', () => {
    expect(canAccess(dealer, { features: [F.PORTAL_MANUTENCAO_SLIDES], userTypes: ['DEALER_GRUPO'] })).toBe(true);
  });

  it('lets the technical provider pass any feature check', () => {
    expect(canAccess(provider, { features: [F.PORTAL_MANUTENCAO_SLIDES] })).toBe(true);
  });

  it('does not let the provider through a rule restricted to other user types only', () => {
    expect(canAccess(provider, { userTypes: ['MONTADORA'] })).toBe(false);
    expect(canAccess(provider, { userTypes: ['PROVEDOR'] })).toBe(true);
    expect(canAccess(montadoraUsers, { userTypes: ['PROVEDOR'] })).toBe(false);
  });
});

describe('canAccess: user types refused whatever they hold', () => {
  it('refuses an excepted type even with the feature, and the provider is not excepted unless listed', () => {
    const rule = { features: ['PORTAL_MANUTENCAO_DEALERS_GRUPO' as const], exceptUserTypes: ['DEALER_GRUPO' as const] };
    expect(canAccess({ tipo: 'DEALER_GRUPO', funcionalidades: ['PORTAL_MANUTENCAO_DEALERS_GRUPO'] }, rule)).toBe(false);
    expect(canAccess({ tipo: 'MONTADORA', funcionalidades: ['PORTAL_MANUTENCAO_DEALERS_GRUPO'] }, rule)).toBe(true);
    expect(canAccess({ tipo: 'PROVEDOR', funcionalidades: [] }, rule)).toBe(true);
  });
});
