import { graphql } from '../../generated';
import type { SincronizarUsuariosMutation } from '../../generated/graphql';

// Documents of the super-admin screen: the Product tab uses the organisation area's produtos and
// editarProduto; the Synchronisation tab apps/server/src/modules/superadmin/superadmin.graphql.

export const SUPERADMIN_PRODUTOS = graphql(`
  query SuperAdminProdutos {
    produtos {
      id
      nome
      baseUriHomolog
    }
  }
`);

export const EDITAR_PRODUTO = graphql(`
  mutation EditarProduto($produto: ProdutoHomologInput!) {
    editarProduto(produto: $produto) {
      id
      nome
      baseUriHomolog
    }
  }
`);

export const RELATORIO_FIELDS = graphql(`
  fragment RelatorioSincronizacaoFields on RelatorioSincronizacao {
    alvo
    provedor
    dryRun
    criados {
      id
      nome
      email
      alteracoes
    }
    atualizados {
      id
      nome
      email
      alteracoes
    }
    desativados {
      id
      nome
      email
      alteracoes
    }
    inalterados
    observacao
  }
`);

export const SINCRONIZAR_USUARIOS = graphql(`
  mutation SincronizarUsuarios($dryRun: Boolean) {
    sincronizarUsuarios(dryRun: $dryRun) {
      ...RelatorioSincronizacaoFields
    }
  }
`);

export const SINCRONIZAR_IDENTITY_PROVIDER = graphql(`
  mutation SincronizarIdentityProvider($emailUsuario: String, $dryRun: Boolean) {
    sincronizarIdentityProvider(emailUsuario: $emailUsuario, dryRun: $dryRun) {
      ...RelatorioSincronizacaoFields
    }
  }
`);

export const SINCRONIZAR_DEALERS = graphql(`
  mutation SincronizarDealers($dryRun: Boolean) {
    sincronizarDealers(dryRun: $dryRun) {
      ...RelatorioSincronizacaoFields
    }
  }
`);

export const SINCRONIZAR_GRUPOS = graphql(`
  mutation SincronizarGrupos($dryRun: Boolean) {
    sincronizarGrupos(dryRun: $dryRun) {
      ...RelatorioSincronizacaoFields
    }
  }
`);

/** One synchronisation's report (every synchronisation answers the same shape). */
export type Relatorio = SincronizarUsuariosMutation['sincronizarUsuarios'];

// Migration tab: apps/server/src/modules/superadmin/superadmin.graphql (iniciarMigracao, migracoes).

export const MIGRACAO_FIELDS = graphql(`
  fragment MigracaoManutencaoFields on MigracaoManutencao {
    id
    tipo
    status
    feitos
    total
    log {
      em
      texto
    }
    erro
    iniciadaEm
    concluidaEm
  }
`);

export const MIGRACOES = graphql(`
  query Migracoes {
    migracoes {
      ...MigracaoManutencaoFields
    }
  }
`);

export const INICIAR_MIGRACAO = graphql(`
  mutation IniciarMigracao($tipo: TipoMigracao!) {
    iniciarMigracao(tipo: $tipo) {
      ...MigracaoManutencaoFields
    }
  }
`);
