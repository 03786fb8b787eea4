import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SortDirection } from '../../components/data-table/data-table.types';

// Documents of apps/server/src/modules/dealers/dealers.graphql, typed by hand until the web gets
// graphql-codegen's client preset.

export interface Endereco {
  readonly logradouro: string | null;
  readonly bairro: string | null;
  readonly cidade: string | null;
  readonly uf: string | null;
  readonly cep: string | null;
}

export interface IdDescricao {
  readonly id: string;
  readonly description: string;
}

export interface GrupoDealerRef {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
}

/** Spec 01 §3 "Dealer"; CNPJs are digits only. */
export interface Dealer {
  readonly id: string;
  readonly razaoSocial: string;
  readonly nomeExibicao: string;
  readonly cnpj: string;
  readonly cnpjsAdicionais: readonly string[];
  readonly codigoPrincipal: string;
  readonly codigosAdicionais: readonly string[];
  readonly endereco: Endereco;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly active: boolean;
  readonly marcas: readonly IdDescricao[];
  readonly grupo: GrupoDealerRef | null;
}

export interface DealerInput {
  readonly id?: string | null;
  readonly razaoSocial: string;
  readonly nomeExibicao: string;
  readonly cnpj: string;
  readonly cnpjsAdicionais: readonly string[];
  readonly codigoPrincipal: string;
  readonly codigosAdicionais: readonly string[];
  readonly endereco: Endereco;
  readonly telefones: readonly string[];
  readonly celulares: readonly string[];
  readonly marcas: readonly string[];
  readonly grupo: string | null;
}

export interface DealerFiltro {
  readonly busca?: string | null;
  readonly grupoId?: string | null;
  readonly marcaId?: string | null;
  readonly active?: boolean | null;
  readonly page?: number;
  readonly rowsPerPage?: number;
  readonly sortBy?: string;
  readonly sortDirection?: SortDirection;
}

export interface GrupoDealer {
  readonly id: string;
  readonly nome: string;
  readonly active: boolean;
  readonly totalDealers: number;
}

export interface GrupoDealerFiltro {
  readonly busca?: string | null;
  readonly active?: boolean | null;
  readonly page?: number;
  readonly rowsPerPage?: number;
  readonly sortBy?: string;
  readonly sortDirection?: SortDirection;
}

export interface Page<T> {
  readonly content: readonly T[];
  readonly totalElements: number;
}

const DEALER_FIELDS = gql`
  fragment DealerFields on Dealer {
    id
    razaoSocial
    nomeExibicao
    cnpj
    cnpjsAdicionais
    codigoPrincipal
    codigosAdicionais
    endereco {
      logradouro
      bairro
      cidade
      uf
      cep
    }
    telefones
    celulares
    active
    marcas {
      id
      description
    }
    grupo {
      id
      nome
      active
    }
  }
`;

const GRUPO_FIELDS = gql`
  fragment GrupoDealerFields on GrupoDealer {
    id
    nome
    active
    totalDealers
  }
`;

export const DEALERS: TypedDocumentNode<{ dealers: Page<Dealer> }, { filtro: DealerFiltro }> = gql`
  query Dealers($filtro: DealerFiltro) {
    dealers(filtro: $filtro) {
      content {
        ...DealerFields
      }
      totalElements
    }
  }
  ${DEALER_FIELDS}
`;

/** Only the ids of a group's dealers (the brand-removal action needs all of them). */
export const DEALER_IDS: TypedDocumentNode<{ dealers: Page<{ id: string }> }, { filtro: DealerFiltro }> = gql`
  query DealerIds($filtro: DealerFiltro) {
    dealers(filtro: $filtro) {
      content {
        id
      }
      totalElements
    }
  }
`;

export const DEALER: TypedDocumentNode<{ dealer: Dealer }, { id: string }> = gql`
  query Dealer($id: ID!) {
    dealer(id: $id) {
      ...DealerFields
    }
  }
  ${DEALER_FIELDS}
`;

export const SALVAR_DEALER: TypedDocumentNode<{ salvarDealer: Dealer }, { dealer: DealerInput }> = gql`
  mutation SalvarDealer($dealer: DealerInput!) {
    salvarDealer(dealer: $dealer) {
      ...DealerFields
    }
  }
  ${DEALER_FIELDS}
`;

export const ATIVAR_DEALER: TypedDocumentNode<{ ativarDealer: Dealer }, { id: string }> = gql`
  mutation AtivarDealer($id: ID!) {
    ativarDealer(id: $id) {
      ...DealerFields
    }
  }
  ${DEALER_FIELDS}
`;

export const INATIVAR_DEALER: TypedDocumentNode<{ inativarDealer: Dealer }, { id: string }> = gql`
  mutation InativarDealer($id: ID!) {
    inativarDealer(id: $id) {
      ...DealerFields
    }
  }
  ${DEALER_FIELDS}
`;

export const GRUPOS_DEALERS: TypedDocumentNode<{ gruposDealers: Page<GrupoDealer> }, { filtro: GrupoDealerFiltro }> = gql`
  query GruposDealers($filtro: GrupoDealerFiltro) {
    gruposDealers(filtro: $filtro) {
      content {
        ...GrupoDealerFields
      }
      totalElements
    }
  }
  ${GRUPO_FIELDS}
`;

export const GRUPO_DEALER: TypedDocumentNode<{ grupoDealer: GrupoDealer }, { id: string }> = gql`
  query GrupoDealer($id: ID!) {
    grupoDealer(id: $id) {
      ...GrupoDealerFields
    }
  }
  ${GRUPO_FIELDS}
`;

export const SALVAR_GRUPO_DEALER: TypedDocumentNode<{ salvarGrupoDealer: GrupoDealer }, { grupo: { id?: string | null; nome: string } }> = gql`
  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {
    salvarGrupoDealer(grupo: $grupo) {
      ...GrupoDealerFields
    }
  }
  ${GRUPO_FIELDS}
`;

export const ATIVAR_GRUPO_DEALER: TypedDocumentNode<{ ativarGrupoDealer: GrupoDealer }, { id: string }> = gql`
  mutation AtivarGrupoDealer($id: ID!) {
    ativarGrupoDealer(id: $id) {
      ...GrupoDealerFields
    }
  }
  ${GRUPO_FIELDS}
`;

export interface InativacaoGrupoDealer {
  readonly grupo: GrupoDealer;
  readonly dealersInativados: number;
  readonly usuariosInativados: number;
}

export const INATIVAR_GRUPO_DEALER: TypedDocumentNode<{ inativarGrupoDealer: InativacaoGrupoDealer }, { id: string }> = gql`
  mutation InativarGrupoDealer($id: ID!) {
    inativarGrupoDealer(id: $id) {
      grupo {
        ...GrupoDealerFields
      }
      dealersInativados
      usuariosInativados
    }
  }
  ${GRUPO_FIELDS}
`;

export interface RemocaoMarcaDealers {
  readonly dealersDesvinculados: number;
  readonly dealersInativados: number;
}

export const REMOVER_MARCA_DEALERS: TypedDocumentNode<{ removerMarcaDealers: RemocaoMarcaDealers }, { marcaId: string; dealerIds: readonly string[] }> = gql`
  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {
    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {
      dealersDesvinculados
      dealersInativados
    }
  }
`;

/** The API's largest page (apps/server/src/modules/dealers/paging.ts); brands are few. */
export const MAX_ROWS_PER_PAGE = 100;

/** The network's active brands (organisation area's list, open to dealer maintainers). */
export const MARCAS: TypedDocumentNode<
  { marcasPagina: Page<{ id: string; nome: string; active: boolean }> },
  { filtro: { active?: boolean; page?: number; rowsPerPage?: number } }
> = gql`
  query MarcasDealers($filtro: FiltroCadastro) {
    marcasPagina(filtro: $filtro) {
      content {
        id
        nome
        active
      }
      totalElements
    }
  }
`;
