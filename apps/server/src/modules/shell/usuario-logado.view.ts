import type { Idioma, UserType } from '@portal/domain';
import type { MarcaPropria, ProdutoProprio } from '../users/usuario-proprio.queries.js';

/*
 * The signed-in user as shell.service answers it: the GraphQL UsuarioLogado less gruposUsuarios,
 * which the user-groups area resolves (membership is that area's). Generated resolver types map
 * UsuarioLogado to this (codegen.ts `mappers`), so it imports nothing of the area.
 */

/** The user's own brands and other products are what the users area's query answers. */
export type MarcaView = MarcaPropria;
export type DadoComplementarView = ProdutoProprio;

export interface UsuarioLogadoView {
  id: number;
  nome: string;
  email: string;
  avatarLink: string | null;
  marcas: MarcaView[];
  tipo: { id: UserType };
  tiposUsuarios: { id: UserType }[];
  idioma: { id: Idioma };
  funcionalidades: { id: number; chave: string }[];
  dadosComplementares: DadoComplementarView[];
}
