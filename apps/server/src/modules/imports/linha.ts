import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isIdioma, selectAccessType, USER_TYPES, PROVIDER_ONLY_FEATURES, type Idioma, type ProductPermissions } from '@portal/domain';
import type { Tx } from '../../platform/db/transaction.js';
import { queryRows } from '../../platform/db/typed-rows.js';
import type { AppError, FieldError } from '../../platform/errors.js';
import type { SalvarUsuario } from '../users/salvar-usuario.service.js';
import { usuarioSnapshot } from '../users/usuario.view.js';
import { usuariosPorEmailOuCpf } from '../users/usuarios-importados.queries.js';
import { parseCargosInput, parseInfosInput, parseUsuarioInput, type CargoInput, type UsuarioInfoInput } from '../users/users.input.js';
import { procurar, type Catalogos } from './catalogos.js';
import type { ChaveColuna, Lista } from './colunas.js';
import type { ErroLinha } from './imports.tables.js';

/** A row as read from the sheet: its number and its non-blank cells as text (dates as yyyy-mm-dd). */
export interface LinhaLida {
  linha: number;
  valores: Partial<Record<ChaveColuna, string>>;
}

/** A row turned into salvarUsuario's payload (no id yet), with what the sheet left blank. */
export interface LinhaInterpretada {
  save: SalvarUsuario;
  erros: ErroLinha[];
  /** Blank columns an update keeps from the stored user rather than clearing. */
  mantem: { cpf: boolean; cargos: boolean; infos: boolean };
}

const partes = (v: string | undefined) =>
  (v ?? '')
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** dd/mm/yyyy (the template's format) as yyyy-mm-dd; anything else as typed, for the rules to judge. */
export function dataIso(v: string | undefined): string | null {
  const s = (v ?? '').trim();
  if (!s) return null;
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  return br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : s;
}

/** Which column a salvarUsuario field error belongs to (its path: `cargos.0.dataInicio`, `produtos.1.idsTiposAcesso`). */
export function colunaDoCampo(field: string): ChaveColuna | null {
  const last = field.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? field;
  const map: Record<string, ChaveColuna> = {
    nome: 'nome',
    email: 'email',
    cpf: 'cpf',
    telefones: 'telefones',
    celulares: 'celulares',
    tipo: 'tipo',
    idioma: 'idioma',
    marcas: 'marcas',
    grupos: 'grupos',
    idsDealers: 'dealers',
    dealerId: 'dealers',
    cargos: 'cargo',
    cargoId: 'cargo',
    dataInicio: 'dataInicioCargo',
    departamentoId: 'departamento',
    infos: 'dataAdmissao',
    dataAdmissao: 'dataAdmissao',
    emailSuperior: 'emailSuperior',
    dataDesligamento: 'dataDesligamento',
    desligamentoId: 'desligamento',
    produtos: 'tiposAcesso',
    idProduto: 'tiposAcesso',
    idsTiposAcesso: 'tiposAcesso',
    idsFuncionalidades: 'funcionalidades',
  };
  return map[last] ?? null;
}

/** salvarUsuario's field errors as the row's errors, each in its column. */
const errosDoSalvar = (fields: readonly FieldError[]): ErroLinha[] =>
  fields.map((f) => ({ coluna: colunaDoCampo(f.field), campo: f.field, key: f.key, ...(f.values ? { values: f.values } : {}) }));

/** salvarUsuario's refusal as the row's errors: its field errors each in its column, else its one message. */
export const errosDaRecusa = (err: AppError): ErroLinha[] =>
  err.fields.length ? errosDoSalvar(err.fields) : [{ coluna: null, key: err.key, values: err.values }];

/**
 * salvarUsuario's refusal as the row's errors, leaving out those about a column whose value the
 * import could not read (an unknown type is not also "type required").
 */
export function semRepetir(proprios: readonly ErroLinha[], err: AppError): ErroLinha[] {
  const lidas = new Set(proprios.map((e) => e.coluna));
  return errosDaRecusa(err).filter((e) => e.coluna === null || !lidas.has(e.coluna));
}

/**
 * A row's cells as salvarUsuario's payload: coded values looked up in the catalogs (an unknown
 * one is the import's own error, naming the column and the value), then the same input parsing
 * salvarUsuario's resolver applies (users.input.ts). The rules themselves are not run here.
 */
export function interpretar(c: Catalogos, l: LinhaLida): LinhaInterpretada {
  const v = l.valores;
  const erros: ErroLinha[] = [];
  const ids = (coluna: ChaveColuna, lista: Lista): (number | string)[] =>
    partes(v[coluna]).flatMap((valor) => {
      const id = procurar(c, lista, valor);
      if (id === undefined) {
        erros.push({ coluna, campo: coluna, key: 'error.importacao.valorDesconhecido', values: { valor } });
        return [];
      }
      return [id];
    });
  const um = (coluna: ChaveColuna, lista: Lista) => ids(coluna, lista)[0] ?? null;

  const tipo = um('tipo', 'tipos');
  const idioma = um('idioma', 'idiomas');
  const dealers = ids('dealers', 'dealers').map(String);

  // The position column: the same position at each dealer of the row (one at least, so a
  // position without a dealer is judged by the rules too).
  const cargoId = um('cargo', 'cargos');
  const departamentoId = um('departamento', 'departamentos');
  const dataInicio = dataIso(v.dataInicioCargo);
  const temCargo = v.cargo != null || v.departamento != null || v.dataInicioCargo != null;
  const cargos: CargoInput[] = temCargo
    ? (dealers.length ? dealers : [null]).map((dealerId) => ({
        cargoId: cargoId == null ? null : String(cargoId),
        dataInicio,
        dealerId,
        departamentoId: departamentoId == null ? null : String(departamentoId),
      }))
    : [];

  // Permissions: the access types chosen as the wizard chooses them (each adds its default
  // features; provider-only features only for the provider's type), then the extra features.
  const tiposAcesso = ids('tiposAcesso', 'tiposAcesso');
  const funcionalidades = ids('funcionalidades', 'funcionalidades');
  let produtos: ProductPermissions[] | null = null;
  if (tiposAcesso.length || funcionalidades.length) {
    const porProduto = new Map<number, ProductPermissions>();
    const providerOnly = new Set(
      c.produtos.flatMap((p) => p.funcionalidades.filter((f) => (PROVIDER_ONLY_FEATURES as readonly string[]).includes(f.chave)).map((f) => f.id)),
    );
    const produtoDe = (lista: 'tiposAcesso' | 'funcionalidades', id: number | string) => c.listas[lista].find((o) => o.id === id)?.produtoId;
    const sel = (produtoId: number) => porProduto.get(produtoId) ?? { idProduto: produtoId, idsTiposAcesso: [], idsFuncionalidades: [] };
    for (const id of tiposAcesso) {
      const produto = c.produtos.find((p) => p.id === produtoDe('tiposAcesso', id));
      if (!produto) continue;
      const catalogo =
        tipo === USER_TYPES.PROVEDOR
          ? produto
          : {
              ...produto,
              tiposAcesso: produto.tiposAcesso.map((t) => ({ ...t, funcionalidadesPadrao: t.funcionalidadesPadrao.filter((f) => !providerOnly.has(f)) })),
            };
      porProduto.set(produto.id, selectAccessType(sel(produto.id), catalogo, id));
    }
    for (const id of funcionalidades) {
      const produtoId = produtoDe('funcionalidades', id);
      if (produtoId === undefined) continue;
      const s = sel(produtoId);
      porProduto.set(produtoId, { ...s, idsFuncionalidades: [...new Set([...s.idsFuncionalidades, id])] });
    }
    produtos = [...porProduto.values()];
  }

  const infosInput: UsuarioInfoInput = {
    dataAdmissao: dataIso(v.dataAdmissao),
    emailSuperior: v.emailSuperior ?? null,
    dataDesligamento: dataIso(v.dataDesligamento),
    desligamentoId: (() => {
      const id = um('desligamento', 'desligamentos');
      return id == null ? null : String(id);
    })(),
  };
  const usuario = parseUsuarioInput({
    nome: v.nome ?? '',
    email: v.email ?? '',
    cpf: v.cpf ?? null,
    telefones: partes(v.telefones),
    celulares: partes(v.celulares),
    tipo: tipo == null ? null : String(tipo),
    idioma: typeof idioma === 'string' && isIdioma(idioma) ? (idioma as Idioma) : null,
    marcas: ids('marcas', 'marcas').map(String),
    grupos: ids('grupos', 'grupos').map(String),
    idsDealers: dealers,
    produtos: produtos?.map((p) => ({ idProduto: String(p.idProduto), idsTiposAcesso: p.idsTiposAcesso.map(String), idsFuncionalidades: p.idsFuncionalidades.map(String) })) ?? null,
  });
  const infos = parseInfosInput(infosInput);
  return {
    save: { usuario, cargos: parseCargosInput(cargos), infos },
    erros,
    mantem: { cpf: !usuario.cpf, cargos: !temCargo, infos: infos == null },
  };
}

const Existente = z.object({ id: z.number(), porEmail: z.boolean(), porCpf: z.boolean() });

const StoredSnapshot = z.object({
  cpf: z.string().nullable(),
  cargos: z.array(z.object({ cargoId: z.number(), dealerId: z.number(), departamentoId: z.number().nullable(), dataInicio: z.string() })),
  infos: z
    .object({ dataAdmissao: z.string().nullable(), emailSuperior: z.string().nullable(), dataDesligamento: z.string().nullable(), desligamentoId: z.number().nullable() })
    .nullable(),
});

type Montado = { save: SalvarUsuario; acao: 'CRIAR' | 'ATUALIZAR' } | { erro: ErroLinha };

/** A row's save given the users holding its e-mail or CPF (and the one found's snapshot). */
function montarCom(i: LinhaInterpretada, found: readonly { id: number }[], snapshot: unknown): Montado {
  const u = i.save.usuario;
  if (found.length > 1) return { erro: { coluna: 'cpf', campo: 'cpf', key: 'error.importacao.emailCpfDeOutros' } };
  const existente = found[0];
  if (!existente) return { save: i.save, acao: 'CRIAR' };
  const snap = StoredSnapshot.parse(snapshot);
  const save: SalvarUsuario = {
    usuario: { ...u, id: existente.id, cpf: i.mantem.cpf ? snap.cpf : u.cpf },
    cargos: i.mantem.cargos ? snap.cargos.map((k) => ({ ...k, dataInicio: k.dataInicio.slice(0, 10) })) : i.save.cargos,
    infos: i.mantem.infos ? (snap.infos && { ...snap.infos, dataAdmissao: snap.infos.dataAdmissao?.slice(0, 10) ?? null, dataDesligamento: snap.infos.dataDesligamento?.slice(0, 10) ?? null }) : i.save.infos,
  };
  return { save, acao: 'ATUALIZAR' };
}

/**
 * The save of a row against the users as they are now: the user with the row's e-mail or CPF is
 * updated (its id set; blank CPF, position and management columns keep what it has), none is
 * created; an e-mail of one user with another's CPF is the row's error. Run by the dry run and
 * again by the apply step, so a user created in between is updated, never duplicated.
 */
export async function montarSave(tx: Tx, i: LinhaInterpretada): Promise<Montado> {
  const u = i.save.usuario;
  const found = await queryRows(tx, Existente, sql`
    select id, email = ${u.email} as "porEmail", coalesce(cpf = ${u.cpf ?? ''}, false) as "porCpf"
      from usuarios where email = ${u.email} or (${u.cpf ?? null}::text is not null and cpf = ${u.cpf ?? ''})`);
  return montarCom(i, found, found.length === 1 ? await usuarioSnapshot(tx, found[0]!.id) : null);
}

/** montarSave for a batch of rows: the users holding their e-mails or CPFs, and what an update keeps of them, in one query. */
export async function montarSaves(tx: Tx, linhas: readonly LinhaInterpretada[]): Promise<Montado[]> {
  const us = linhas.map((i) => i.save.usuario);
  const rows = await usuariosPorEmailOuCpf(
    tx,
    us.map((u) => u.email),
    us.flatMap((u) => (u.cpf ? [u.cpf] : [])),
  );
  const porEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r]));
  const porCpf = new Map(rows.flatMap((r) => (r.cpf ? [[r.cpf, r] as const] : [])));
  return linhas.map((i) => {
    const u = i.save.usuario;
    const found = [...new Set([porEmail.get(u.email.toLowerCase()), u.cpf ? porCpf.get(u.cpf) : undefined].filter((r) => r !== undefined))];
    return montarCom(i, found, found.length === 1 ? found[0]!.mantido : null);
  });
}
