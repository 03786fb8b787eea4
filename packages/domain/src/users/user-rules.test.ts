import { describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '../cpf.js';
import { onDealersChange, onGruposChange, onMarcasChange, onTipoChange, checkLinkConsistency } from './cascades.js';
import { checkPositions, checkPositionToAdd, type PositionAssignment } from './positions.js';
import { checkManagementInfo, checkUserBasics, normalizeCpf, normalizeEmail, type UserFormProperties } from './user-rules.js';
import { userStep1Schema } from './user-form-schema.js';

const props: UserFormProperties = {
  tiposUsuarioDocumentoObrigatorio: ['DEALER_GRUPO'],
  tiposUsuarioInformarCargo: ['DEALER_GRUPO'],
  tiposUsuarioInformarGestao: ['DEALER_GRUPO'],
  informarDepartamentoCargo: true,
};
const cpf = (n: number) => {
  const base = String(100000000 + n).slice(-9);
  return base + cpfCheckDigits(base);
};
const basics = (over: Partial<Parameters<typeof checkUserBasics>[0]> = {}) => ({
  nome: 'Ana',
  email: 'ana@rede.test',
  cpf: cpf(7),
  tipo: 'DEALER_GRUPO',
  telefones: [],
  celulares: [],
  grupos: ['1'],
  idsDealers: ['10'],
  ...over,
});
const fields = (issues: { field: string; code: string }[]) => issues.map((i) => `${i.field}:${i.code}`);
const pos = (over: Partial<PositionAssignment> = {}): PositionAssignment => ({
  cargoId: '1',
  dataInicio: '2024-01-10',
  dealerId: '10',
  departamentoId: '5',
  ...over,
});

describe('user step 1 basics', () => {
  it('accepts a complete dealer-group user and normalises e-mail and CPF', () => {
    expect(checkUserBasics(basics(), props)).toEqual([]);
    expect(normalizeEmail('  Ana@Rede.TEST ')).toBe('ana@rede.test');
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpf('   ')).toBeNull();
  });

  it('reports every problem at once', () => {
    const issues = checkUserBasics(basics({ nome: ' ', email: 'x@', cpf: '11111111111', tipo: 'DEALER_GRUPO', idsDealers: [], telefones: ['(11) 1234'] }), props);
    expect(fields(issues)).toEqual(['nome:required', 'email:emailInvalido', 'cpf:cpfInvalido', 'telefones:telefoneInvalido', 'idsDealers:dealerObrigatorio']);
  });

  it('requires the CPF only for the document-mandatory types, and locks a stored one', () => {
    expect(fields(checkUserBasics(basics({ cpf: null }), props))).toEqual(['cpf:required']);
    expect(checkUserBasics(basics({ cpf: null, tipo: 'MONTADORA', grupos: [], idsDealers: [] }), props)).toEqual([]);
    expect(fields(checkUserBasics(basics({ cpf: cpf(8) }), props, { storedCpf: cpf(7) }))).toEqual(['cpf:cpfBloqueado']);
    expect(checkUserBasics(basics(), props, { storedCpf: cpf(7) })).toEqual([]);
  });

  it('refuses dealers and groups for the other types', () => {
    expect(fields(checkUserBasics(basics({ tipo: 'MONTADORA' }), props))).toEqual(['idsDealers:somenteDealerGrupo', 'grupos:somenteDealerGrupo']);
  });
});

describe('management information', () => {
  const ctx = { tipo: 'DEALER_GRUPO', cargos: 1, dealers: 1 };
  const info = (over = {}) => ({ dataAdmissao: '2024-01-01', emailSuperior: 'chefe@rede.test', dataDesligamento: null, desligamentoId: null, ...over });

  it('requires admission date and superior e-mail only when positions and dealers are as many', () => {
    expect(fields(checkManagementInfo(null, ctx, props))).toEqual(['dataAdmissao:required', 'emailSuperior:required']);
    expect(checkManagementInfo(null, { ...ctx, cargos: 2 }, props)).toEqual([]);
    expect(fields(checkManagementInfo(info({ emailSuperior: 'chefe' }), { ...ctx, cargos: 2 }, props))).toEqual(['emailSuperior:emailInvalido']);
  });

  it('pairs dismissal date and reason and keeps dismissal after admission', () => {
    expect(fields(checkManagementInfo(info({ dataDesligamento: '2023-12-31', desligamentoId: 1 }), ctx, props))).toEqual(['dataDesligamento:desligamentoAntesAdmissao']);
    expect(fields(checkManagementInfo(info({ dataDesligamento: '2024-02-01' }), ctx, props))).toEqual(['desligamentoId:required']);
    expect(fields(checkManagementInfo(info({ desligamentoId: 1 }), ctx, props))).toEqual(['dataDesligamento:required']);
    expect(checkManagementInfo(info({ dataDesligamento: '2024-01-01', desligamentoId: 1 }), ctx, props)).toEqual([]);
  });

  it('refuses infos for types that give none', () => {
    expect(fields(checkManagementInfo(info(), { tipo: 'MONTADORA', cargos: 0, dealers: 0 }, props))).toEqual(['infos:infosNaoPermitidas']);
    expect(checkManagementInfo(info({ dataAdmissao: null, emailSuperior: ' ' }), { tipo: 'MONTADORA', cargos: 0, dealers: 0 }, props)).toEqual([]);
  });
});

describe('positions', () => {
  it('adding: fields, dealer of the user, duplicates and start after earlier positions of the dealer', () => {
    expect(fields(checkPositionToAdd(pos({ cargoId: null, dataInicio: null, departamentoId: null, dealerId: null }), [], props))).toEqual([
      'cargoId:cargoObrigatorio',
      'dataInicio:dataInicioObrigatoria',
      'dealerId:dealerCargoObrigatorio',
      'departamentoId:departamentoObrigatorio',
    ]);
    expect(checkPositionToAdd(pos({ departamentoId: null }), [], { ...props, informarDepartamentoCargo: false })).toEqual([]);
    expect(fields(checkPositionToAdd(pos(), [pos({ dataInicio: '2020-01-01' })], props))).toEqual(['cargoId:cargoDuplicado']);
    expect(fields(checkPositionToAdd(pos({ cargoId: '2' }), [pos()], props))).toEqual(['dataInicio:cargoDataInicio']);
    expect(checkPositionToAdd(pos({ cargoId: '2', dealerId: '11' }), [pos()], props)).toEqual([]);
    expect(fields(checkPositionToAdd(pos({ dealerId: '12' }), [], props, ['10']))).toEqual(['dealerId:cargoDealerNaoSelecionado']);
  });

  it('a save: one position per dealer, order of addition, stored history not re-judged', () => {
    const dealers = [{ id: '10', nome: 'Centro' }, { id: '11', nome: 'Sul' }];
    expect(checkPositions([pos(), pos({ dealerId: '11' })], { tipo: 'DEALER_GRUPO', dealers }, props)).toEqual([]);
    expect(checkPositions([pos()], { tipo: 'DEALER_GRUPO', dealers }, props)).toEqual([
      { field: 'cargos', code: 'cargoPorDealer', values: { dealer: 'Sul' } },
    ]);
    const later = pos({ cargoId: '2', dataInicio: '2025-01-01' });
    expect(fields(checkPositions([later, pos()], { tipo: 'MONTADORA', dealers }, props))).toEqual(['cargos.1.dataInicio:cargoDataInicio']);
    // The same list is fine when the older position is stored history.
    expect(checkPositions([later, pos()], { tipo: 'MONTADORA', dealers, stored: [pos()] }, props)).toEqual([]);
    expect(fields(checkPositions([pos(), pos()], { tipo: 'MONTADORA', dealers }, props))).toEqual(['cargos.1.cargoId:cargoDuplicado']);
    expect(fields(checkPositions([pos({ dealerId: '99' })], { tipo: 'MONTADORA', dealers }, props))).toEqual(['cargos.0.dealerId:cargoDealerNaoSelecionado']);
  });
});

describe('cascades', () => {
  const links = { marcas: ['1'], grupos: ['g1', 'g2'], idsDealers: ['10', '20'], cargos: [pos({ dealerId: '10' }), pos({ dealerId: '20' })] };

  it('type and brand changes clear groups, dealers and positions; group and dealer changes narrow', () => {
    expect(onTipoChange(links)).toMatchObject({ marcas: ['1'], grupos: [], idsDealers: [], cargos: [] });
    expect(onMarcasChange(links, ['2'])).toMatchObject({ marcas: ['2'], grupos: [], idsDealers: [], cargos: [] });
    const grupoOf = (d: string | number) => (String(d) === '10' ? 'g1' : 'g2');
    const narrowed = onGruposChange(links, ['g1'], grupoOf);
    expect(narrowed).toMatchObject({ grupos: ['g1'], idsDealers: ['10'] });
    expect(narrowed.cargos.map((c) => c.dealerId)).toEqual(['10']);
    expect(onDealersChange(links, ['20']).cargos.map((c) => c.dealerId)).toEqual(['20']);
  });

  it('the server check: groups of the brands, dealers of the groups and brands', () => {
    const grupos = [{ id: 'g1', nome: 'Horizonte', marcas: ['2'] }];
    const dealers = [{ id: '10', nome: 'Centro', grupoId: 'g9', marcas: ['3'] }];
    expect(fields(checkLinkConsistency({ marcas: ['1'], grupos: ['g1'] }, grupos, dealers))).toEqual([
      'grupos:grupoForaDasMarcas',
      'idsDealers:dealerForaDosGrupos',
      'idsDealers:dealerForaDasMarcas',
    ]);
  });
});

describe('step 1 zod schema', () => {
  it('reports the rule issues at their form paths with the code as message', () => {
    const schema = userStep1Schema(props, { dealerName: () => 'Centro' });
    const res = schema.safeParse({
      ...basics({ nome: '' }),
      marcas: ['1'],
      cargos: [pos({ dataInicio: null })],
      infos: null,
    });
    expect(res.success).toBe(false);
    const issues = res.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(['nome:required', 'cargos.0.dataInicio:dataInicioObrigatoria', 'dataAdmissao:required', 'emailSuperior:required']);
  });
});
