import type { Resolvers } from '../../generated/graphql.js';
import type { PortalContext } from '../../platform/graphql/context.js';
import { translated, type TranslatedRow } from './translated.js';

/*
 * The field resolvers of translated.ts's rule, apart from it: views (mappers of the generated
 * types) import translated.ts, and must not lead back to a file that imports the generated one.
 */

/** A field answered in the caller's language. Field resolvers keep PortalContext (any caller). */
const inLanguage = (campo: 'nome' | 'descricao') => (row: TranslatedRow, _args: unknown, ctx: PortalContext) => translated(row, campo, ctx.idioma);

/** A type that names its row to people: nome in the caller's language. */
const NAMED = { nome: inLanguage('nome') };
/** … and its description too. */
const DESCRIBED = { ...NAMED, descricao: inLanguage('descricao') };
/** A catalog type whose form edits the three languages: also each language's own text. */
const EDITED = {
  ...DESCRIBED,
  nomePtBr: (row: TranslatedRow) => row.nome ?? '',
  descricaoPtBr: (row: TranslatedRow) => row.descricao ?? '',
};

/**
 * Every GraphQL type that names a feature, an access type or a user type to people (whatever area
 * declares it), with its fields answered in the caller's language; buildSchema merges these
 * resolvers into the type's own. CadastroRef is generic: rows without translations answer pt-BR.
 */
export const translatedResolvers: Resolvers = {
  CadastroRef: NAMED,
  FuncionalidadeResumo: DESCRIBED,
  FuncionalidadeCadastro: EDITED,
  TipoAcesso: EDITED,
  TipoUsuarioCadastro: EDITED,
  MinhaContaFuncionalidade: DESCRIBED,
  UsuarioTipoAcesso: DESCRIBED,
  UsuarioFuncionalidade: DESCRIBED,
  UsuarioTipo: DESCRIBED,
  UsuarioProdutoTipoAcesso: DESCRIBED,
  UsuarioProdutoFuncionalidade: DESCRIBED,
  GrupoUsuariosTipoAcesso: DESCRIBED,
};
