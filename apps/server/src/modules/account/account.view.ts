import type { Idioma, UserType } from '@portal/domain';

/**
 * The account as the services answer it: the GraphQL MinhaConta less podeAlterarSenha (a field
 * resolver adds it). Generated resolver types map MinhaConta to this (codegen.ts `mappers`), so it
 * imports nothing of the area.
 */
export interface MinhaContaView {
  id: number;
  nome: string;
  email: string;
  telefones: string[];
  celulares: string[];
  avatarLink: string | null;
  idioma: Idioma;
  tipo: UserType;
  ausente: boolean;
  marcas: { id: number; description: string }[];
  dealers: { id: number; nomeExibicao: string; codigoPrincipal: string }[];
  grupos: { id: number; nome: string }[];
  permissoes: {
    produto: { id: number; nome: string };
    funcionalidades: { id: number; chave: string; nome: string; descricao: string }[];
  }[];
}
