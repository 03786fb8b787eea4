import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  FEATURES,
  PORTAL_FEATURE_KEYS,
  USER_TYPES,
  type FeatureKey,
} from '@portal/domain';
import type { Db } from '../platform/db/connection.js';
import type { Tx } from '../platform/db/transaction.js';
import { hashPassword } from '../platform/identity/passwords.js';
import { dealerMarcas, dealers, grupos } from '../modules/dealers/dealers.tables.js';
import {
  cargos,
  departamentos,
  desligamentos,
  divisoes,
  funcionalidades,
  gruposEconomicos,
  marcas,
  redesSociais,
  setores,
  menuItensProduto,
  produtos,
  tipoAcessoFuncionalidades,
  tiposAcesso,
} from '../modules/organisation/organisation.tables.js';
import { DEMO_ACCESS_TYPE_TEXTS, FEATURE_TEXTS } from './catalog-texts.js';
import { relatorios } from '../modules/reports/reports.tables.js';
import { portalProperties } from '../platform/portal-properties/portal-properties.tables.js';
import {
  grupoUsuariosMarcas,
  grupoUsuariosTiposUsuario,
  grupoUsuariosUsuarios,
  gruposUsuarios,
} from '../modules/user-groups/user-groups.tables.js';
import {
  usuarioDealers,
  usuarioFuncionalidades,
  usuarioGruposDealer,
  usuarioMarcas,
  usuarios,
} from '../modules/users/users.tables.js';

/** Password of every demo account (README). */
export const DEMO_PASSWORD = 'Portal#2026';

export const DEMO_USERS = {
  admin: 'admin@portal.test',
  montadora: 'montadora@portal.test',
  consulta: 'consulta@portal.test',
  dealer: 'dealer@portal.test',
} as const;

/** A valid CNPJ from a small number (demo and test data). */
export function demoCnpj(n: number): string {
  const base = `${String(n).padStart(8, '0')}0001`;
  return base + cnpjCheckDigits(base);
}

/** A valid CPF from a small number (demo and test data). */
export function demoCpf(n: number): string {
  const base = String(100000000 + n).slice(-9);
  return base + cpfCheckDigits(base);
}

/** Divisions, sectors, positions, departments and dismissal reasons the user forms offer. */
async function seedOrganisationLists(tx: Tx): Promise<void> {
  const [comercial, posVenda] = await tx
    .insert(divisoes)
    .values([{ nome: 'Comercial' }, { nome: 'Pós-venda' }])
    .returning();
  const [vendas, servicos, pecasSetor] = await tx
    .insert(setores)
    .values([
      { nome: 'Vendas', divisaoId: comercial!.id },
      { nome: 'Serviços', divisaoId: posVenda!.id },
      { nome: 'Peças', divisaoId: posVenda!.id },
    ])
    .returning();
  await tx.insert(cargos).values([
    { nome: 'Gerente geral', setorId: vendas!.id, principal: true },
    { nome: 'Gerente de vendas', setorId: vendas!.id, principal: true },
    { nome: 'Vendedor', setorId: vendas!.id },
    { nome: 'Consultor técnico', setorId: servicos!.id },
    { nome: 'Gerente de pós-venda', setorId: servicos!.id, principal: true },
    { nome: 'Balconista de peças', setorId: pecasSetor!.id },
  ]);
  await tx.insert(departamentos).values([
    { nome: 'Diretoria', sigla: 'DIR', assinatura: 'Diretoria' },
    { nome: 'Vendas', sigla: 'VEN', assinatura: 'Departamento de Vendas' },
    { nome: 'Pós-venda', sigla: 'PV', assinatura: 'Departamento de Pós-venda' },
  ]);
  await tx.insert(desligamentos).values([
    { motivo: 'Pedido de demissão' },
    { motivo: 'Dispensa sem justa causa' },
    { motivo: 'Dispensa com justa causa' },
    { motivo: 'Término de contrato' },
  ]);
}

/**
 * Two demo user groups of the manufacturer account: a public one (every user of the first brand,
 * manufacturer and dealers alike) and a private one (two people picked by hand).
 */
async function seedDemoUserGroups(tx: Tx, ids: { criador: number; marca: number; manuais: number[] }): Promise<void> {
  const [publico, privado] = await tx
    .insert(gruposUsuarios)
    .values([
      { nome: 'Rede Aurora', publico: true, criadorId: ids.criador, possuiPerfil: true, todosDealers: true },
      { nome: 'Minha equipe', publico: false, criadorId: ids.criador, possuiUsuariosManuais: true },
    ])
    .returning();
  await tx.insert(grupoUsuariosMarcas).values({ grupoUsuariosId: publico!.id, marcaId: ids.marca });
  await tx.insert(grupoUsuariosTiposUsuario).values([
    { grupoUsuariosId: publico!.id, tipoUsuarioId: USER_TYPES.MONTADORA },
    { grupoUsuariosId: publico!.id, tipoUsuarioId: USER_TYPES.DEALER_GRUPO },
  ]);
  await tx.insert(grupoUsuariosUsuarios).values(ids.manuais.map((usuarioId) => ({ grupoUsuariosId: privado!.id, usuarioId })));
}

/**
 * Demo data for an empty database: brands, dealer groups and dealers, the portal's features and
 * access types, another product with a menu entry, the portal properties and the four demo
 * accounts of the README. Runs in one transaction; does nothing when any user exists.
 */
export async function seedDemoIfEmpty(db: Db, log: Pick<Logger, 'info'>): Promise<boolean> {
  if ((await db.$count(usuarios)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [portal, pecas] = await tx
      .insert(produtos)
      .values([
        { codigo: 'PORTAL', nome: 'Portal', baseUri: 'http://localhost:8080' },
        { codigo: 'PECAS', nome: 'Peças', baseUri: 'https://pecas.portal.test', baseUriHomolog: 'https://hml-pecas.portal.test' },
      ])
      .returning();
    const funcs = await tx
      .insert(funcionalidades)
      .values([
        ...PORTAL_FEATURE_KEYS.filter((k) => k !== FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS).map((chave) => ({
          chave,
          ...FEATURE_TEXTS[chave],
          produtoId: portal!.id,
        })),
        { chave: FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS, ...FEATURE_TEXTS.RELATORIOS_PORTAL_CONSULTA_PECAS, produtoId: pecas!.id },
        { chave: FEATURES.PORTAL_ADMINISTRACAO_PROVEDOR, ...FEATURE_TEXTS.PORTAL_ADMINISTRACAO_PROVEDOR, produtoId: portal!.id },
      ])
      .returning();
    const funcId = (k: FeatureKey) => funcs.find((f) => f.chave === k)!.id;
    const [adminProfile, consultaProfile] = await tx
      .insert(tiposAcesso)
      .values([
        { ...DEMO_ACCESS_TYPE_TEXTS.admin, produtoId: portal!.id },
        { ...DEMO_ACCESS_TYPE_TEXTS.consulta, produtoId: portal!.id },
      ])
      .returning();
    await tx.insert(tipoAcessoFuncionalidades).values([
      ...PORTAL_FEATURE_KEYS.filter((k) => k !== FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS).map((k) => ({
        tipoAcessoId: adminProfile!.id,
        funcionalidadeId: funcId(k),
      })),
      { tipoAcessoId: consultaProfile!.id, funcionalidadeId: funcId(FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS) },
    ]);
    await tx.insert(menuItensProduto).values({
      produtoId: pecas!.id,
      categoria: 'relatorios',
      titulo: 'Consulta de peças',
      caminho: '/consulta',
      chaveFuncionalidade: FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS,
      ordem: 10,
    });
    // The parts product's dashboard as a portal report (/relatorio/consulta-pecas), framed in the page.
    await tx.insert(relatorios).values({
      slug: 'consulta-pecas',
      tituloPt: 'Painel de consulta de peças',
      tituloEs: 'Panel de consulta de piezas',
      tituloEn: 'Parts lookup dashboard',
      funcionalidades: [FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS],
      tipo: 'EXTERNO',
      url: 'https://pecas.portal.test/paineis/consulta',
      ordem: 20,
    });

    const [economico] = await tx.insert(gruposEconomicos).values({ nome: 'Aurora Holding' }).returning();
    const brandRows = await tx
      .insert(marcas)
      .values([
        { nome: 'Aurora', palette: 'azulOceano', facebookId: 'aurora.oficial', grupoEconomicoId: economico!.id },
        { nome: 'Boreal', palette: 'laranja', facebookId: 'boreal.oficial', grupoEconomicoId: economico!.id },
        { nome: 'Cometa', palette: 'verde', facebookId: 'cometa.oficial' },
      ])
      .returning();
    // The brands' social links the home shows (spec 02 §3), for the first two brands.
    await tx.insert(redesSociais).values(
      brandRows.slice(0, 2).flatMap((b) => [
        { marcaId: b.id, nome: 'Facebook', url: `https://www.facebook.com/${b.facebookId ?? ''}`, icone: 'mui|Facebook', ordem: 0 },
        { marcaId: b.id, nome: 'Instagram', url: `https://www.instagram.com/${b.nome.toLowerCase()}`, icone: 'mui|Instagram', ordem: 1 },
        { marcaId: b.id, nome: 'YouTube', url: `https://www.youtube.com/@${b.nome.toLowerCase()}`, icone: 'mui|YouTube', ordem: 2 },
      ]),
    );
    await seedOrganisationLists(tx);
    const groupRows = await tx
      .insert(grupos)
      .values([{ nome: 'Grupo Horizonte' }, { nome: 'Grupo Litoral' }])
      .returning();
    const dealerRows = await tx
      .insert(dealers)
      .values([
        { razaoSocial: 'Horizonte Veículos Ltda', nomeExibicao: 'Horizonte Centro', cnpj: demoCnpj(1), codigoPrincipal: 'D0001', grupoId: groupRows[0]!.id },
        { razaoSocial: 'Horizonte Motors Sul Ltda', nomeExibicao: 'Horizonte Sul', cnpj: demoCnpj(2), codigoPrincipal: 'D0002', grupoId: groupRows[0]!.id },
        { razaoSocial: 'Litoral Automóveis S.A.', nomeExibicao: 'Litoral Praia', cnpj: demoCnpj(3), codigoPrincipal: 'D0003', grupoId: groupRows[1]!.id },
      ])
      .returning();
    await tx.insert(dealerMarcas).values([
      { dealerId: dealerRows[0]!.id, marcaId: brandRows[0]!.id },
      { dealerId: dealerRows[1]!.id, marcaId: brandRows[0]!.id },
      { dealerId: dealerRows[1]!.id, marcaId: brandRows[1]!.id },
      { dealerId: dealerRows[2]!.id, marcaId: brandRows[2]!.id },
    ]);

    const people = await tx
      .insert(usuarios)
      .values([
        // Special activation: a long-lived demo database must not lock its administrator out.
        { nome: 'Administrador do Provedor', email: DEMO_USERS.admin, tipo: USER_TYPES.PROVEDOR, passwordHash, ativacaoEspecial: true },
        { nome: 'Marina Montadora', email: DEMO_USERS.montadora, tipo: USER_TYPES.MONTADORA, cpf: demoCpf(1), passwordHash },
        { nome: 'Carlos Consulta', email: DEMO_USERS.consulta, tipo: USER_TYPES.MONTADORA, cpf: demoCpf(2), passwordHash },
        { nome: 'Diana Dealer', email: DEMO_USERS.dealer, tipo: USER_TYPES.DEALER_GRUPO, cpf: demoCpf(3), passwordHash },
      ])
      .returning();
    const [admin, montadora, consulta, dealer] = people;
    // The embedded IdP's subject is the user id.
    await tx.execute(sql`update usuarios set idp_subject = id::text where idp_subject is null`);
    await tx.insert(usuarioMarcas).values([
      ...brandRows.map((b) => ({ usuarioId: admin!.id, marcaId: b.id })),
      ...brandRows.map((b) => ({ usuarioId: montadora!.id, marcaId: b.id })),
      { usuarioId: consulta!.id, marcaId: brandRows[0]!.id },
      { usuarioId: dealer!.id, marcaId: brandRows[0]!.id },
    ]);
    await tx.insert(usuarioGruposDealer).values({ usuarioId: dealer!.id, grupoId: groupRows[0]!.id });
    await tx.insert(usuarioDealers).values({ usuarioId: dealer!.id, dealerId: dealerRows[0]!.id });
    await tx.insert(usuarioFuncionalidades).values([
      ...PORTAL_FEATURE_KEYS.map((k) => ({ usuarioId: montadora!.id, funcionalidadeId: funcId(k) })),
      { usuarioId: admin!.id, funcionalidadeId: funcId(FEATURES.PORTAL_ADMINISTRACAO_PROVEDOR) },
      { usuarioId: consulta!.id, funcionalidadeId: funcId(FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS) },
    ]);

    await seedDemoUserGroups(tx, { criador: montadora!.id, marca: brandRows[0]!.id, manuais: [montadora!.id, consulta!.id] });

    await tx.insert(portalProperties).values(
      Object.entries({
        name: 'Portal Rede Aurora',
        favicon: '/favicon.svg',
        labelDealer: 'Concessionária',
        labelDealers: 'Concessionárias',
        labelMarca: 'Marca',
        labelMarcas: 'Marcas',
        labelGrupo: 'Grupo',
        labelGrupos: 'Grupos',
        labelNovoGrupo: 'Novo grupo',
        labelNovoDealer: 'Nova concessionária',
        labelTipoUsuarioDealerGrupo: 'Concessionária/Grupo',
        labelTipoUsuarioMontadora: 'Montadora',
        // The plain keys are pt-BR; `.es` / `.en` are the other languages (unset ones take their defaults).
        'labelDealer.es': 'Concesionaria',
        'labelDealers.es': 'Concesionarias',
        'labelNovoDealer.es': 'Nueva concesionaria',
        'labelTipoUsuarioDealerGrupo.es': 'Concesionaria/Grupo',
        'labelDealer.en': 'Dealership',
        'labelDealers.en': 'Dealerships',
        'labelNovoDealer.en': 'New dealership',
        'labelTipoUsuarioDealerGrupo.en': 'Dealership/Group',
        linkHelpTec: 'https://ajuda.portal.test',
        linkAcademia: 'https://academia.portal.test',
      }).map(([chave, valor]) => ({ chave, valor })),
    );
  });
  log.info('demo data seeded');
  return true;
}
