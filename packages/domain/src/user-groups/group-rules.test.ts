import { describe, expect, it } from 'vitest';
import { checkUserGroupCriteria, checkUserGroupHasCriterion, checkUserGroupName, type UserGroupCriteria } from './group-rules.js';

const none: UserGroupCriteria = {
  possuiPerfil: false,
  marcas: [],
  tiposUsuarios: [],
  todosDealers: false,
  dealers: [],
  possuiCargos: false,
  cargos: [],
  possuiSetores: false,
  setores: [],
  possuiGrupos: false,
  grupos: [],
  possuiUsuariosManuais: false,
  usuariosManuais: [],
};

describe('user-group rules (spec 02 §5 "Group")', () => {
  it('requires a name and a checked criterion', () => {
    expect(checkUserGroupName('  ')).toEqual([{ field: 'nome', code: 'required' }]);
    expect(checkUserGroupHasCriterion(none)).toEqual([{ field: 'criterios', code: 'noCriterion' }]);
    expect(checkUserGroupHasCriterion({ ...none, possuiSetores: true })).toEqual([]);
  });

  it('asks dealers only with the dealer user type and all-dealers off', () => {
    const perfil = { ...none, possuiPerfil: true, marcas: [1] };
    expect(checkUserGroupCriteria({ ...perfil, tiposUsuarios: ['MONTADORA'] })).toEqual([]);
    expect(checkUserGroupCriteria({ ...perfil, tiposUsuarios: ['DEALER_GRUPO'] })).toEqual([{ field: 'dealers', code: 'atLeastOne' }]);
    expect(checkUserGroupCriteria({ ...perfil, tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true })).toEqual([]);
  });
});
