import { describe, expect, it } from 'vitest';
import { canPreview, cascadeOf, EMPTY_GROUP, groupIssues, needsNameCheck, type GroupFormValues } from './group-form';

const v = (over: Partial<GroupFormValues>): GroupFormValues => ({ ...EMPTY_GROUP, nome: 'Grupo', ...over });
const ctx: { duplicateName: string | null } = { duplicateName: null };
const fields = (values: GroupFormValues, c = ctx) => groupIssues(values, c).map((i) => `${i.field}:${i.key}`);

describe('group form rules (spec 02 §4, §5)', () => {
  it('unchecking profile clears brands, user types, all-dealers, dealers and access types', () => {
    const before = v({ possuiPerfil: true, marcas: ['1'], tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true, dealers: ['3'], tiposAcesso: ['4'] });
    expect(cascadeOf('possuiPerfil', before, { ...before, possuiPerfil: false })).toEqual({
      marcas: [],
      tiposUsuarios: [],
      todosDealers: false,
      dealers: [],
      tiposAcesso: [],
    });
  });

  it.each([
    ['possuiCargos', 'cargos'],
    ['possuiSetores', 'setores'],
    ['possuiGrupos', 'grupos'],
    ['possuiUsuariosManuais', 'usuariosManuais'],
  ] as const)('unchecking %s clears %s', (criterion, field) => {
    const before = v({ [criterion]: true, [field]: field === 'usuariosManuais' ? [{ id: '1', nome: 'A', email: 'a@x' }] : ['1'] });
    expect(cascadeOf(criterion, before, { ...before, [criterion]: false })).toEqual({ [field]: [] });
  });

  it('removing DEALER_GRUPO clears all-dealers, dealers and access types; other type changes clear nothing', () => {
    const before = v({ possuiPerfil: true, tiposUsuarios: ['MONTADORA', 'DEALER_GRUPO'], todosDealers: true, dealers: ['3'], tiposAcesso: ['4'] });
    expect(cascadeOf('tiposUsuarios', before, { ...before, tiposUsuarios: ['MONTADORA'] })).toEqual({ todosDealers: false, dealers: [], tiposAcesso: [] });
    expect(cascadeOf('tiposUsuarios', before, { ...before, tiposUsuarios: ['DEALER_GRUPO'] })).toEqual({});
  });

  it('turning all-dealers on empties the dealer picker it disables', () => {
    const before = v({ possuiPerfil: true, tiposUsuarios: ['DEALER_GRUPO'], dealers: ['3'] });
    expect(cascadeOf('todosDealers', before, { ...before, todosDealers: true })).toEqual({ dealers: [] });
  });

  it('requires the name, and refuses the name found on another group whatever its case', () => {
    expect(fields(v({ nome: '  ', possuiGrupos: true, grupos: ['1'] }))).toEqual(['nome:required']);
    expect(fields(v({ nome: 'gerentes ', possuiGrupos: true, grupos: ['1'] }), { duplicateName: 'Gerentes' })).toEqual(['nome:duplicate']);
  });

  it('asks at least one item of each checked criterion', () => {
    expect(fields(v({ possuiPerfil: true }))).toEqual(['marcas:atLeastOne', 'tiposUsuarios:atLeastOne']);
    // In the API's order: the rules are the domain's, the server reports the same list.
    expect(fields(v({ possuiCargos: true, possuiSetores: true, possuiGrupos: true, possuiUsuariosManuais: true }))).toEqual([
      'cargos:atLeastOne',
      'setores:atLeastOne',
      'grupos:atLeastOne',
      'usuariosManuais:atLeastOne',
    ]);
  });

  it('asks dealers only with the dealer user type and all-dealers off', () => {
    const base = v({ possuiPerfil: true, marcas: ['1'] });
    expect(fields({ ...base, tiposUsuarios: ['MONTADORA'] })).toEqual([]);
    expect(fields({ ...base, tiposUsuarios: ['DEALER_GRUPO'] })).toEqual(['dealers:atLeastOne']);
    expect(fields({ ...base, tiposUsuarios: ['DEALER_GRUPO'], todosDealers: true })).toEqual([]);
  });

  it('lets the preview run with a valid criterion even without a name, never without a criterion', () => {
    expect(canPreview(v({ nome: '' }), ctx)).toBe(false);
    expect(canPreview(v({ nome: '', possuiGrupos: true, grupos: ['1'] }), ctx)).toBe(true);
    expect(canPreview(v({ possuiGrupos: true }), ctx)).toBe(false);
  });

  it('looks the name up only when there is one and, when editing, it changed', () => {
    expect(needsNameCheck(' ', null)).toBe(false);
    expect(needsNameCheck('Novo', null)).toBe(true);
    expect(needsNameCheck('Antigo ', 'Antigo')).toBe(false);
    expect(needsNameCheck('Outro', 'Antigo')).toBe(true);
  });
});
