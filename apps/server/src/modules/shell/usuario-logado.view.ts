import type { Idioma, UserType } from '@portal/domain';

/*
 * The signed-in user as shell.service answers it: the GraphQL UsuarioLogado less gruposUsuarios,
 * which the user-groups area resolves (membership is that area's). Generated resolver types map
 * UsuarioLogado to this (codegen.ts `mappers`), so it imports nothing of the area.
 */

export interface MarcaView {
  id: number;
  description: string;
  facebookId: string | null;
  palette: string;
}

export interface DadoComplementarView {
  id: number;
  descricao: string;
  ordem: number;
  urlBase: string;
  tipo: string;
  funcionalidades: { id: number; chave: string }[];
}

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
