import { graphql } from '../../generated';
import type { DealerFieldsFragment, InativarGrupoDealerMutation, RemoverMarcaDealersMutation } from '../../generated/graphql';

// Documents of apps/server/src/modules/dealers/dealers.graphql. Their result and variable types
// are generated from the schema (codegen.ts → src/generated); `npm run codegen` after a change.

/** Spec 01 §3 "Dealer"; CNPJs are digits only. */
export type Dealer = DealerFieldsFragment;
export type IdDescricao = Dealer['marcas'][number];
export type { DealerFiltro, DealerInput, GrupoDealerFieldsFragment as GrupoDealer, GrupoDealerFiltro } from '../../generated/graphql';
export type InativacaoGrupoDealer = InativarGrupoDealerMutation['inativarGrupoDealer'];
export type RemocaoMarcaDealers = RemoverMarcaDealersMutation['removerMarcaDealers'];

/** A page of a list, as every paged root field answers it (the lists' configuration reads it). */
export interface Page<T> {
  readonly content: readonly T[];
  readonly totalElements: number;
}

/** Every field of a dealer: the list, the form and each mutation's answer. */
export const DEALER_FIELDS = graphql(`
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
`);

/** Every field of a dealer group. */
export const GRUPO_FIELDS = graphql(`
  fragment GrupoDealerFields on GrupoDealer {
    id
    nome
    active
    totalDealers
  }
`);

export const DEALERS = graphql(`
  query Dealers($filtro: DealerFiltro) {
    dealers(filtro: $filtro) {
      content {
        ...DealerFields
      }
      totalElements
    }
  }
`);

/** Only the ids of a group's dealers (the brand-removal action needs all of them). */
export const DEALER_IDS = graphql(`
  query DealerIds($filtro: DealerFiltro) {
    dealers(filtro: $filtro) {
      content {
        id
      }
      totalElements
    }
  }
`);

export const DEALER = graphql(`
  query Dealer($id: ID!) {
    dealer(id: $id) {
      ...DealerFields
    }
  }
`);

export const SALVAR_DEALER = graphql(`
  mutation SalvarDealer($dealer: DealerInput!) {
    salvarDealer(dealer: $dealer) {
      ...DealerFields
    }
  }
`);

export const ATIVAR_DEALER = graphql(`
  mutation AtivarDealer($id: ID!) {
    ativarDealer(id: $id) {
      ...DealerFields
    }
  }
`);

export const INATIVAR_DEALER = graphql(`
  mutation InativarDealer($id: ID!) {
    inativarDealer(id: $id) {
      ...DealerFields
    }
  }
`);

export const GRUPOS_DEALERS = graphql(`
  query GruposDealers($filtro: GrupoDealerFiltro) {
    gruposDealers(filtro: $filtro) {
      content {
        ...GrupoDealerFields
      }
      totalElements
    }
  }
`);

export const GRUPO_DEALER = graphql(`
  query GrupoDealer($id: ID!) {
    grupoDealer(id: $id) {
      ...GrupoDealerFields
    }
  }
`);

export const SALVAR_GRUPO_DEALER = graphql(`
  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {
    salvarGrupoDealer(grupo: $grupo) {
      ...GrupoDealerFields
    }
  }
`);

export const ATIVAR_GRUPO_DEALER = graphql(`
  mutation AtivarGrupoDealer($id: ID!) {
    ativarGrupoDealer(id: $id) {
      ...GrupoDealerFields
    }
  }
`);

export const INATIVAR_GRUPO_DEALER = graphql(`
  mutation InativarGrupoDealer($id: ID!) {
    inativarGrupoDealer(id: $id) {
      grupo {
        ...GrupoDealerFields
      }
      dealersInativados
      usuariosInativados
    }
  }
`);

export const REMOVER_MARCA_DEALERS = graphql(`
  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {
    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {
      dealersDesvinculados
      dealersInativados
    }
  }
`);

/** The API's largest page (apps/server/src/modules/dealers/paging.ts); brands are few. */
export const MAX_ROWS_PER_PAGE = 100;

/** The network's active brands (organisation area's list, open to dealer maintainers). */
export const MARCAS = graphql(`
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
`);
