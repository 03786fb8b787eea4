/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AusenciaFields on AusenciaTemporaria {\n    id\n    usuarioId\n    dataInicio\n    dataRetorno\n    motivo\n    situacao\n  }\n": typeof types.AusenciaFieldsFragmentDoc,
    "\n  query AusenciasTemporarias($usuarioId: ID!, $page: Int, $rowsPerPage: Int, $sortBy: String, $sortDirection: SortDirection) {\n    ausenciasTemporarias(usuarioId: $usuarioId, page: $page, rowsPerPage: $rowsPerPage, sortBy: $sortBy, sortDirection: $sortDirection) {\n      usuario {\n        id\n        nome\n        email\n        ausente\n      }\n      content {\n        ...AusenciaFields\n      }\n      totalElements\n    }\n  }\n": typeof types.AusenciasTemporariasDocument,
    "\n  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {\n    salvarAusenciaTemporaria(ausencia: $ausencia) {\n      ...AusenciaFields\n    }\n  }\n": typeof types.SalvarAusenciaTemporariaDocument,
    "\n  mutation RemoverAusenciaTemporaria($id: ID!) {\n    removerAusenciaTemporaria(id: $id)\n  }\n": typeof types.RemoverAusenciaTemporariaDocument,
    "\n  fragment MinhaContaFields on MinhaConta {\n    id\n    nome\n    email\n    telefones\n    celulares\n    avatarLink\n    idioma\n    tipo\n    ausente\n    podeAlterarSenha\n    marcas {\n      id\n      description\n    }\n    dealers {\n      id\n      nomeExibicao\n      codigoPrincipal\n    }\n    grupos {\n      id\n      nome\n    }\n    permissoes {\n      produto {\n        id\n        nome\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n      }\n    }\n  }\n": typeof types.MinhaContaFieldsFragmentDoc,
    "\n  query MinhaConta {\n    minhaConta {\n      ...MinhaContaFields\n    }\n  }\n": typeof types.MinhaContaDocument,
    "\n  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {\n    atualizarMinhaConta(dados: $dados) {\n      ...MinhaContaFields\n    }\n  }\n": typeof types.AtualizarMinhaContaDocument,
    "\n  mutation RemoverAvatar {\n    removerAvatar {\n      ...MinhaContaFields\n    }\n  }\n": typeof types.RemoverAvatarDocument,
    "\n  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {\n    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)\n  }\n": typeof types.AlterarMinhaSenhaDocument,
    "\n  query Auditoria($id: ID!, $tipo: String!, $page: Int, $rowsPerPage: Int) {\n    auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rowsPerPage) {\n      nome\n      content {\n        id\n        em\n        usuario {\n          id\n          nome\n        }\n        acao\n        acaoDescricao\n        alteracoes {\n          campo\n          antes\n          depois\n        }\n      }\n      totalElements\n    }\n  }\n": typeof types.AuditoriaDocument,
    "\n  fragment DealerFields on Dealer {\n    id\n    razaoSocial\n    nomeExibicao\n    cnpj\n    cnpjsAdicionais\n    codigoPrincipal\n    codigosAdicionais\n    endereco {\n      logradouro\n      bairro\n      cidade\n      uf\n      cep\n    }\n    telefones\n    celulares\n    active\n    marcas {\n      id\n      description\n    }\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n": typeof types.DealerFieldsFragmentDoc,
    "\n  fragment GrupoDealerFields on GrupoDealer {\n    id\n    nome\n    active\n    totalDealers\n  }\n": typeof types.GrupoDealerFieldsFragmentDoc,
    "\n  query Dealers($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        ...DealerFields\n      }\n      totalElements\n    }\n  }\n": typeof types.DealersDocument,
    "\n  query DealerIds($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        id\n      }\n      totalElements\n    }\n  }\n": typeof types.DealerIdsDocument,
    "\n  query Dealer($id: ID!) {\n    dealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": typeof types.DealerDocument,
    "\n  mutation SalvarDealer($dealer: DealerInput!) {\n    salvarDealer(dealer: $dealer) {\n      ...DealerFields\n    }\n  }\n": typeof types.SalvarDealerDocument,
    "\n  mutation AtivarDealer($id: ID!) {\n    ativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": typeof types.AtivarDealerDocument,
    "\n  mutation InativarDealer($id: ID!) {\n    inativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": typeof types.InativarDealerDocument,
    "\n  query GruposDealers($filtro: GrupoDealerFiltro) {\n    gruposDealers(filtro: $filtro) {\n      content {\n        ...GrupoDealerFields\n      }\n      totalElements\n    }\n  }\n": typeof types.GruposDealersDocument,
    "\n  query GrupoDealer($id: ID!) {\n    grupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n": typeof types.GrupoDealerDocument,
    "\n  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {\n    salvarGrupoDealer(grupo: $grupo) {\n      ...GrupoDealerFields\n    }\n  }\n": typeof types.SalvarGrupoDealerDocument,
    "\n  mutation AtivarGrupoDealer($id: ID!) {\n    ativarGrupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n": typeof types.AtivarGrupoDealerDocument,
    "\n  mutation InativarGrupoDealer($id: ID!) {\n    inativarGrupoDealer(id: $id) {\n      grupo {\n        ...GrupoDealerFields\n      }\n      dealersInativados\n      usuariosInativados\n    }\n  }\n": typeof types.InativarGrupoDealerDocument,
    "\n  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {\n    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {\n      dealersDesvinculados\n      dealersInativados\n    }\n  }\n": typeof types.RemoverMarcaDealersDocument,
    "\n  query MarcasDealers($filtro: FiltroCadastro) {\n    marcasPagina(filtro: $filtro) {\n      content {\n        id\n        nome\n        active\n      }\n      totalElements\n    }\n  }\n": typeof types.MarcasDealersDocument,
    "\n  fragment ImagemHome on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n": typeof types.ImagemHomeFragmentDoc,
    "\n  fragment SlideHome on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n": typeof types.SlideHomeFragmentDoc,
    "\n  query SlidesAtivos {\n    slidesAtivos {\n      ...SlideHome\n    }\n  }\n": typeof types.SlidesAtivosDocument,
    "\n  fragment AnuncioHome on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n": typeof types.AnuncioHomeFragmentDoc,
    "\n  query AnuncioAleatorio {\n    anuncioAleatorio {\n      ...AnuncioHome\n    }\n  }\n": typeof types.AnuncioAleatorioDocument,
    "\n  fragment EnvioRecente on ComunicadoEnvio {\n    id\n    lido\n    data\n    comunicado {\n      id\n      titulo\n      envioDateTime\n      usuarioCriador {\n        id\n        nome\n      }\n      arquivos {\n        id\n      }\n    }\n  }\n": typeof types.EnvioRecenteFragmentDoc,
    "\n  query ComunicadoEnviosRecentes {\n    comunicadoEnviosRecentes {\n      ...EnvioRecente\n    }\n  }\n": typeof types.ComunicadoEnviosRecentesDocument,
    "\n  fragment ArquivoRecente on ItemBiblioteca {\n    id\n    nome\n    ultimaModificacao\n    arquivoMiniaturaLink\n    pastaPai {\n      id\n      nome\n    }\n  }\n": typeof types.ArquivoRecenteFragmentDoc,
    "\n  query ArquivosRecentesHome {\n    ultimosModificados {\n      ...ArquivoRecente\n    }\n  }\n": typeof types.ArquivosRecentesHomeDocument,
    "\n  fragment RedeSocialHome on RedeSocial {\n    id\n    nome\n    url\n    icone\n  }\n": typeof types.RedeSocialHomeFragmentDoc,
    "\n  query RedesSociais($marca: ID!) {\n    redesSociais(marca: $marca) {\n      ...RedeSocialHome\n    }\n  }\n": typeof types.RedesSociaisDocument,
    "\n  fragment ImportacaoFields on ImportStatus {\n    id\n    fileName\n    status\n    total\n    done\n    progress\n    linhas\n    criar\n    atualizar\n    comErro\n    falhas\n    erro\n    createdAt\n    concluidoEm\n  }\n": typeof types.ImportacaoFieldsFragmentDoc,
    "\n  query Importacoes($page: Int, $rowsPerPage: Int) {\n    importacoes(page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        ...ImportacaoFields\n      }\n    }\n  }\n": typeof types.ImportacoesDocument,
    "\n  query ImportStatus($id: ID) {\n    importStatus(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": typeof types.ImportStatusDocument,
    "\n  query ErrosImportacao($id: ID!, $page: Int, $rowsPerPage: Int) {\n    errosImportacao(id: $id, page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        linha\n        coluna\n        mensagem\n      }\n    }\n  }\n": typeof types.ErrosImportacaoDocument,
    "\n  mutation ConfirmarImportacao($id: ID!) {\n    confirmarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": typeof types.ConfirmarImportacaoDocument,
    "\n  mutation CancelarImportacao($id: ID!) {\n    cancelarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": typeof types.CancelarImportacaoDocument,
    "\n  query ImportsNaoLidas {\n    countNotificacoesNaoLidas\n  }\n": typeof types.ImportsNaoLidasDocument,
    "\n  query PastasComPermissaoEscrita($busca: String) {\n    pastasComPermissaoEscrita(busca: $busca) {\n      id\n      nome\n      caminho\n      idsCaminho\n    }\n  }\n": typeof types.PastasComPermissaoEscritaDocument,
    "\n  query GruposAtivosBiblioteca {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": typeof types.GruposAtivosBibliotecaDocument,
    "\n  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {\n    criarNovaPasta(novaPasta: $novaPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n": typeof types.CriarNovaPastaDocument,
    "\n  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {\n    concederAcesso(novasPermissoes: $novasPermissoes) {\n      ...ItemBibliotecaFields\n    }\n  }\n": typeof types.ConcederAcessoDocument,
    "\n  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {\n    uploadArquivos(arquivos: $arquivos) {\n      id\n      nome\n    }\n  }\n": typeof types.UploadArquivosDocument,
    "\n  mutation ExcluirItemBiblioteca($idItem: ID!) {\n    excluirItemBiblioteca(idItem: $idItem)\n  }\n": typeof types.ExcluirItemBibliotecaDocument,
    "\n  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {\n    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {\n      id\n      nome\n      ultimaModificacao\n    }\n  }\n": typeof types.RenomearItemBibliotecaDocument,
    "\n  mutation MoverItemBiblioteca($idItemBiblioteca: ID!, $idNovaLocalizacao: ID) {\n    moverItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, idNovaLocalizacao: $idNovaLocalizacao) {\n      id\n      nome\n      pastaPai {\n        id\n        nome\n      }\n    }\n  }\n": typeof types.MoverItemBibliotecaDocument,
    "\n  query PermissoesEfetivasPasta($idPasta: ID!) {\n    permissoesEfetivasPasta(idPasta: $idPasta) {\n      pasta {\n        id\n        nome\n      }\n      permissoes {\n        grupoUsuarios {\n          id\n          nome\n          visivel\n        }\n        permissao\n        origem {\n          id\n          nome\n        }\n        herdada\n        totalUsuarios\n      }\n      totalLeitura\n      totalEscrita\n      totalGestores\n    }\n  }\n": typeof types.PermissoesEfetivasPastaDocument,
    "\n  query DownloadsPasta($filtro: DownloadsPastaFiltro!) {\n    downloadsPasta(filtro: $filtro) {\n      content {\n        id\n        item {\n          id\n          nome\n        }\n        usuario {\n          id\n          nome\n          email\n        }\n        em\n      }\n      totalElements\n    }\n  }\n": typeof types.DownloadsPastaDocument,
    "\n  fragment ItemBibliotecaFields on ItemBiblioteca {\n    id\n    nome\n    pasta\n    pastaPai {\n      id\n      nome\n    }\n    proprietario {\n      id\n      nome\n      email\n    }\n    permissoesAcessoUsuarioLogado {\n      id\n      description\n    }\n    permissoes {\n      id\n      grupoUsuarios {\n        id\n        nome\n        visivel\n      }\n      permissaoAcessoPasta {\n        id\n      }\n    }\n    ultimaModificacao\n    dataCriacao\n    arquivo {\n      id\n      nome\n      tamanho\n    }\n    arquivoLink\n    arquivoMiniaturaLink\n    arquivoImagem\n    breadcrumb {\n      id\n      nome\n    }\n  }\n": typeof types.ItemBibliotecaFieldsFragmentDoc,
    "\n  query Pasta($idPasta: ID!) {\n    pasta(idPasta: $idPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n": typeof types.PastaDocument,
    "\n  query ItemsPorPasta($idPastaPai: ID) {\n    itemsPorPasta(idPastaPai: $idPastaPai) {\n      ...ItemBibliotecaFields\n    }\n  }\n": typeof types.ItemsPorPastaDocument,
    "\n  query UltimosModificados {\n    ultimosModificados {\n      ...ItemBibliotecaFields\n    }\n  }\n": typeof types.UltimosModificadosDocument,
    "\n  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {\n    buscaBibliotecaPaged(filterInput: $filterInput) {\n      content {\n        ...ItemBibliotecaFields\n      }\n      totalElements\n    }\n  }\n": typeof types.BuscaBibliotecaPagedDocument,
    "\n  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {\n    gerarLinkDownloadByItemBiblioteca(id: $id)\n  }\n": typeof types.GerarLinkDownloadByItemBibliotecaDocument,
    "\n  query ComunicadoDashboard($id: ID!) {\n    dashboardComunicado(id: $id) {\n      comunicado {\n        id\n        numero\n        titulo\n        status {\n          id\n          description\n        }\n        errata\n        original {\n          id\n          numero\n        }\n        requerCiencia\n        envioDateTime\n        emailsAvulsos {\n          email\n          status {\n            name\n            descricao\n          }\n          motivo\n        }\n      }\n      entregues\n      lidos {\n        total\n        percentual\n      }\n      cientes {\n        total\n        percentual\n      }\n      pendentesLeitura {\n        total\n        percentual\n      }\n      pendentesCiencia {\n        total\n        percentual\n      }\n      serie {\n        dia\n        lidos\n        cientes\n        lidosAcumulado\n        cientesAcumulado\n      }\n      proximoLembretePermitido\n    }\n  }\n": typeof types.ComunicadoDashboardDocument,
    "\n  fragment QuebraComunicadoLinha on QuebraComunicado {\n    chave: id\n    nome\n    entregues\n    lidos\n    cientes\n  }\n": typeof types.QuebraComunicadoLinhaFragmentDoc,
    "\n  query QuebraComunicado($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {\n    quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) {\n      content {\n        ...QuebraComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": typeof types.QuebraComunicadoDocument,
    "\n  fragment PendenteComunicadoLinha on PendenteComunicado {\n    usuario {\n      id\n      nome\n      email\n    }\n    dealer\n    grupo\n    lido\n    lidoEm\n  }\n": typeof types.PendenteComunicadoLinhaFragmentDoc,
    "\n  query PendentesComunicado($id: ID!, $filtro: PendentesComunicadoFiltro!) {\n    pendentesComunicado(id: $id, filtro: $filtro) {\n      content {\n        ...PendenteComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": typeof types.PendentesComunicadoDocument,
    "\n  mutation LembrarPendentesComunicado($id: ID!) {\n    lembrarPendentesComunicado(id: $id)\n  }\n": typeof types.LembrarPendentesComunicadoDocument,
    "\n  fragment ExportacaoComunicadoFields on ExportacaoComunicado {\n    id\n    status\n    progresso\n    total\n    link\n    erro\n  }\n": typeof types.ExportacaoComunicadoFieldsFragmentDoc,
    "\n  query ExportacaoComunicado($id: ID!) {\n    exportacaoComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n": typeof types.ExportacaoComunicadoDocument,
    "\n  mutation ExportarComunicado($id: ID!) {\n    exportarComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n": typeof types.ExportarComunicadoDocument,
    "\n  fragment ComunicadoFormFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    dataHoraAgendamento\n    expiraEm\n    motivoRejeicao\n    requerCiencia\n    status {\n      id\n      description\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n      email\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    errata\n    idParent\n    original {\n      id\n      numero\n      titulo\n    }\n    podeEditar\n    podeEnviar\n  }\n": typeof types.ComunicadoFormFieldsFragmentDoc,
    "\n  query NoticeFormComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoFormFields\n    }\n  }\n": typeof types.NoticeFormComunicadoDocument,
    "\n  query NoticeFormDepartamentos {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n      assinatura\n    }\n  }\n": typeof types.NoticeFormDepartamentosDocument,
    "\n  query NoticeFormEtiquetas($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n": typeof types.NoticeFormEtiquetasDocument,
    "\n  query NoticeFormGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n      favorito\n    }\n  }\n": typeof types.NoticeFormGruposDocument,
    "\n  query NoticeFormUsuarios($texto: String!) {\n    usuariosComunicado(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n": typeof types.NoticeFormUsuariosDocument,
    "\n  query NoticeFormAprovadores($busca: String) {\n    aprovadoresComunicado(busca: $busca) {\n      id\n      nome\n      email\n    }\n  }\n": typeof types.NoticeFormAprovadoresDocument,
    "\n  query NoticeFormAudiencia($destinatarios: AudienciaComunicadoInput!) {\n    audienciaComunicado(destinatarios: $destinatarios) {\n      usuarios\n      emails\n    }\n  }\n": typeof types.NoticeFormAudienciaDocument,
    "\n  query NoticeFormPreviewGrupos($filtro: DestinatariosGruposComunicadoFiltro!) {\n    destinatariosGruposComunicado(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": typeof types.NoticeFormPreviewGruposDocument,
    "\n  mutation NoticeFormSalvar($comunicado: ComunicadoInput!) {\n    salvarComunicado(comunicado: $comunicado) {\n      ...ComunicadoFormFields\n    }\n  }\n": typeof types.NoticeFormSalvarDocument,
    "\n  mutation NoticeFormEnviar($id: ID!) {\n    enviarComunicado(id: $id) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n": typeof types.NoticeFormEnviarDocument,
    "\n  mutation NoticeFormEnviarParaAprovacao($id: ID!, $idAprovador: ID!) {\n    enviarComunicadoParaAprovacao(id: $id, idAprovador: $idAprovador) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n": typeof types.NoticeFormEnviarParaAprovacaoDocument,
    "\n  mutation NoticeFormCriarErrata($idParent: ID!) {\n    criarErrataComunicado(idParent: $idParent) {\n      ...ComunicadoFormFields\n    }\n  }\n": typeof types.NoticeFormCriarErrataDocument,
    "\n  fragment ComunicadoEnvioEstado on ComunicadoEnvio {\n    id\n    lido\n    lidoEm\n    arquivado\n    favorito\n    ciente\n    cienteEm\n  }\n": typeof types.ComunicadoEnvioEstadoFragmentDoc,
    "\n  fragment ComunicadoEnvioLinha on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      envioDateTime\n      expiraEm\n      requerCiencia\n      errata\n      original {\n        id\n        numero\n      }\n      usuarioCriador {\n        id\n        nome\n      }\n      departamento {\n        id\n        nome\n        sigla\n      }\n      etiquetas\n    }\n  }\n": typeof types.ComunicadoEnvioLinhaFragmentDoc,
    "\n  fragment ComunicadoEnvioDetalhe on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      mensagem\n      envioDateTime\n      expiraEm\n      requerCiencia\n      usuarioCriador {\n        id\n        nome\n        email\n      }\n      departamento {\n        id\n        nome\n        sigla\n        assinatura\n      }\n      etiquetas\n      arquivos {\n        id\n        nome\n        tamanho\n        link\n      }\n      errata\n      original {\n        id\n        numero\n        titulo\n      }\n      erratas {\n        id\n        numero\n        titulo\n      }\n    }\n  }\n": typeof types.ComunicadoEnvioDetalheFragmentDoc,
    "\n  fragment ComunicadoLinha on Comunicado {\n    id\n    numero\n    titulo\n    status {\n      id\n      description\n    }\n    createdDateTime\n    envioDateTime\n    dataHoraAgendamento\n    usuarioCriador {\n      id\n      nome\n    }\n    usuarioAprovador {\n      id\n      nome\n    }\n    departamento {\n      id\n      nome\n      sigla\n    }\n    etiquetas\n    errata\n    original {\n      id\n      numero\n    }\n    destinatarios\n    rascunho\n    rejeitado\n    podeEditar\n  }\n": typeof types.ComunicadoLinhaFragmentDoc,
    "\n  query ComunicadoEnvios($filtro: ComunicadoEnvioFiltro!) {\n    comunicadoEnvios(filtro: $filtro) {\n      content {\n        ...ComunicadoEnvioLinha\n      }\n      totalElements\n    }\n  }\n": typeof types.ComunicadoEnviosDocument,
    "\n  query Comunicados($filtro: ComunicadoFiltro!) {\n    comunicados(filtro: $filtro) {\n      content {\n        ...ComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": typeof types.ComunicadosDocument,
    "\n  query CountComunicadosNaoLidos {\n    countComunicadosNaoLidos\n  }\n": typeof types.CountComunicadosNaoLidosDocument,
    "\n  query DepartamentosComunicadosFiltro {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n    }\n  }\n": typeof types.DepartamentosComunicadosFiltroDocument,
    "\n  query EtiquetasComunicadosFiltro($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n": typeof types.EtiquetasComunicadosFiltroDocument,
    "\n  query ComunicadoEnvio($idComunicado: ID!) {\n    comunicadoEnvio(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioDetalhe\n    }\n  }\n": typeof types.ComunicadoEnvioDocument,
    "\n  mutation MarcarComunicadoComoLido($idComunicado: ID!) {\n    marcarComunicadoComoLido(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": typeof types.MarcarComunicadoComoLidoDocument,
    "\n  mutation DarCienciaComunicado($idComunicado: ID!) {\n    darCienciaComunicado(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": typeof types.DarCienciaComunicadoDocument,
    "\n  mutation FavoritarComunicado($idComunicado: ID!, $favorito: Boolean!) {\n    favoritarComunicado(idComunicado: $idComunicado, favorito: $favorito) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": typeof types.FavoritarComunicadoDocument,
    "\n  mutation ArquivarComunicado($idComunicado: ID!, $arquivado: Boolean!) {\n    arquivarComunicado(idComunicado: $idComunicado, arquivado: $arquivado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": typeof types.ArquivarComunicadoDocument,
    "\n  fragment ComunicadoVisualizarFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    createdDateTime\n    envioDateTime\n    motivoRejeicao\n    dataHoraAgendamento\n    expiraEm\n    requerCiencia\n    status {\n      id\n      description\n    }\n    usuarioCriador {\n      id\n      nome\n      email\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n      status {\n        name\n        descricao\n      }\n      motivo\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    errata\n    original {\n      id\n      numero\n      titulo\n    }\n    erratas {\n      id\n      numero\n      titulo\n    }\n    destinatarios\n    podeEditar\n    podeEnviar\n    podeAprovar\n    podeCriarErrata\n  }\n": typeof types.ComunicadoVisualizarFieldsFragmentDoc,
    "\n  query NoticeViewComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": typeof types.NoticeViewComunicadoDocument,
    "\n  mutation NoticeViewAprovar($id: ID!) {\n    aprovarComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": typeof types.NoticeViewAprovarDocument,
    "\n  mutation NoticeViewRejeitar($id: ID!, $motivo: String!) {\n    rejeitarComunicado(id: $id, motivo: $motivo) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": typeof types.NoticeViewRejeitarDocument,
    "\n  mutation NoticeViewCancelarAgendamento($id: ID!) {\n    cancelarAgendamentoComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": typeof types.NoticeViewCancelarAgendamentoDocument,
    "\n  fragment ModeloNotificacaoFields on ModeloNotificacao {\n    id\n    nome\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    active\n    placeholders\n  }\n": typeof types.ModeloNotificacaoFieldsFragmentDoc,
    "\n  fragment NotificacaoGenericaRow on NotificacaoGenerica {\n    id\n    titulo\n    grupos {\n      id\n      nome\n    }\n    status\n    agendadaPara\n    enviadaEm\n    entregues\n    lidas\n    criador\n    createdAt\n  }\n": typeof types.NotificacaoGenericaRowFragmentDoc,
    "\n  fragment NotificacaoGenericaFields on NotificacaoGenerica {\n    ...NotificacaoGenericaRow\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    modelo {\n      id\n      nome\n    }\n  }\n": typeof types.NotificacaoGenericaFieldsFragmentDoc,
    "\n  query ModelosNotificacao($filtro: ModeloNotificacaoFiltro) {\n    modelosNotificacao(filtro: $filtro) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n      totalElements\n    }\n  }\n": typeof types.ModelosNotificacaoDocument,
    "\n  query ModeloNotificacao($id: ID!) {\n    modeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": typeof types.ModeloNotificacaoDocument,
    "\n  mutation SalvarModeloNotificacao($modelo: ModeloNotificacaoInput!) {\n    salvarModeloNotificacao(modelo: $modelo) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": typeof types.SalvarModeloNotificacaoDocument,
    "\n  mutation AtivarModeloNotificacao($id: ID!) {\n    ativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": typeof types.AtivarModeloNotificacaoDocument,
    "\n  mutation InativarModeloNotificacao($id: ID!) {\n    inativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": typeof types.InativarModeloNotificacaoDocument,
    "\n  query NotificacoesGenericas($filtro: NotificacaoGenericaFiltro) {\n    notificacoesGenericas(filtro: $filtro) {\n      content {\n        ...NotificacaoGenericaRow\n      }\n      totalElements\n    }\n  }\n": typeof types.NotificacoesGenericasDocument,
    "\n  query NotificacaoGenerica($id: ID!) {\n    notificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": typeof types.NotificacaoGenericaDocument,
    "\n  mutation SalvarNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    salvarNotificacaoGenerica(notificacao: $notificacao) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": typeof types.SalvarNotificacaoGenericaDocument,
    "\n  mutation CancelarNotificacaoGenerica($id: ID!) {\n    cancelarNotificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": typeof types.CancelarNotificacaoGenericaDocument,
    "\n  query PreviewNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    previewNotificacaoGenerica(notificacao: $notificacao) {\n      titulo\n      texto\n      destinatarios\n    }\n  }\n": typeof types.PreviewNotificacaoGenericaDocument,
    "\n  query GruposNotificacaoGenerica {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n": typeof types.GruposNotificacaoGenericaDocument,
    "\n  query ModelosNotificacaoAtivos {\n    modelosNotificacao(filtro: { active: true, rowsPerPage: 100, sortBy: \"nome\", sortDirection: ASC }) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n    }\n  }\n": typeof types.ModelosNotificacaoAtivosDocument,
    "\n  fragment NotificacaoFields on Notificacao {\n    id\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    data\n    lida\n    recente\n  }\n": typeof types.NotificacaoFieldsFragmentDoc,
    "\n  query CountNotificacoesNaoLidas {\n    countNotificacoesNaoLidas\n  }\n": typeof types.CountNotificacoesNaoLidasDocument,
    "\n  query NotificacoesMenu {\n    notificacoesMenu {\n      recentes {\n        ...NotificacaoFields\n      }\n      antigas {\n        ...NotificacaoFields\n      }\n    }\n  }\n": typeof types.NotificacoesMenuDocument,
    "\n  query Notificacoes($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {\n    notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) {\n      content {\n        ...NotificacaoFields\n      }\n      totalElements\n    }\n  }\n": typeof types.NotificacoesDocument,
    "\n  mutation MarcarNotificacoesComoVisualizadas($ids: [ID!]) {\n    marcarNotificacoesComoVisualizadas(ids: $ids)\n  }\n": typeof types.MarcarNotificacoesComoVisualizadasDocument,
    "\n  query ChavePublicaPush {\n    chavePublicaPush\n  }\n": typeof types.ChavePublicaPushDocument,
    "\n  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {\n    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)\n  }\n": typeof types.GerarPushSubscriptionDocument,
    "\n  mutation RemoverPushSubscription($endpoint: String!) {\n    removerPushSubscription(endpoint: $endpoint)\n  }\n": typeof types.RemoverPushSubscriptionDocument,
    "fragment MarcaCadastroFields on MarcaCadastro { id nome palette facebookId active grupoEconomico { refId: id nome } redesSociais { id nome url icone } }": typeof types.MarcaCadastroFieldsFragmentDoc,
    "fragment GrupoEconomicoFields on GrupoEconomico { id nome active }": typeof types.GrupoEconomicoFieldsFragmentDoc,
    "fragment ProdutoCadastroFields on Produto { id codigo nome baseUri baseUriHomolog }": typeof types.ProdutoCadastroFieldsFragmentDoc,
    "fragment TipoAcessoFields on TipoAcesso { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave nome } }": typeof types.TipoAcessoFieldsFragmentDoc,
    "fragment FuncionalidadeCadastroFields on FuncionalidadeCadastro { id chave nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } tiposAcesso { refId: id nome } }": typeof types.FuncionalidadeCadastroFieldsFragmentDoc,
    "fragment TipoUsuarioCadastroFields on TipoUsuarioCadastro { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn }": typeof types.TipoUsuarioCadastroFieldsFragmentDoc,
    "fragment DivisaoFields on Divisao { id nome active }": typeof types.DivisaoFieldsFragmentDoc,
    "fragment SetorFields on Setor { id nome active divisao { refId: id nome } }": typeof types.SetorFieldsFragmentDoc,
    "fragment CargoFields on Cargo { id nome principal active setor { refId: id nome } }": typeof types.CargoFieldsFragmentDoc,
    "fragment DepartamentoFields on Departamento { id nome sigla assinatura active }": typeof types.DepartamentoFieldsFragmentDoc,
    "fragment DesligamentoFields on Desligamento { id motivo active }": typeof types.DesligamentoFieldsFragmentDoc,
    "query MarcasPagina($filtro: FiltroCadastro) { page: marcasPagina(filtro: $filtro) { content { ...MarcaCadastroFields } totalElements } }": typeof types.MarcasPaginaDocument,
    "query MarcaCadastro($id: ID!) { row: marca(id: $id) { ...MarcaCadastroFields } }": typeof types.MarcaCadastroDocument,
    "mutation SalvarMarca($input: MarcaInput!) { row: salvarMarca(marca: $input) { ...MarcaCadastroFields } }": typeof types.SalvarMarcaDocument,
    "mutation AtivarMarca($id: ID!) { row: ativarMarca(id: $id) { ...MarcaCadastroFields } }": typeof types.AtivarMarcaDocument,
    "mutation InativarMarca($id: ID!) { row: inativarMarca(id: $id) { ...MarcaCadastroFields } }": typeof types.InativarMarcaDocument,
    "query GruposEconomicosPagina($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { ...GrupoEconomicoFields } totalElements } }": typeof types.GruposEconomicosPaginaDocument,
    "query GrupoEconomico($id: ID!) { row: grupoEconomico(id: $id) { ...GrupoEconomicoFields } }": typeof types.GrupoEconomicoDocument,
    "mutation SalvarGrupoEconomico($input: GrupoEconomicoInput!) { row: salvarGrupoEconomico(grupoEconomico: $input) { ...GrupoEconomicoFields } }": typeof types.SalvarGrupoEconomicoDocument,
    "mutation AtivarGrupoEconomico($id: ID!) { row: ativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }": typeof types.AtivarGrupoEconomicoDocument,
    "mutation InativarGrupoEconomico($id: ID!) { row: inativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }": typeof types.InativarGrupoEconomicoDocument,
    "query ProdutosPagina($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { ...ProdutoCadastroFields } totalElements } }": typeof types.ProdutosPaginaDocument,
    "query ProdutoCadastro($id: ID!) { row: produto(id: $id) { ...ProdutoCadastroFields } }": typeof types.ProdutoCadastroDocument,
    "mutation SalvarProduto($input: ProdutoInput!) { row: salvarProduto(produto: $input) { ...ProdutoCadastroFields } }": typeof types.SalvarProdutoDocument,
    "query TiposAcessoPagina($filtro: FiltroCadastroProduto) { page: tiposAcessoPagina(filtro: $filtro) { content { ...TipoAcessoFields } totalElements } }": typeof types.TiposAcessoPaginaDocument,
    "query TipoAcesso($id: ID!) { row: tipoAcesso(id: $id) { ...TipoAcessoFields } }": typeof types.TipoAcessoDocument,
    "mutation SalvarTipoAcesso($input: TipoAcessoInput!) { row: salvarTipoAcesso(tipoAcesso: $input) { ...TipoAcessoFields } }": typeof types.SalvarTipoAcessoDocument,
    "query FuncionalidadesPagina($filtro: FiltroCadastroProduto) { page: funcionalidadesPagina(filtro: $filtro) { content { ...FuncionalidadeCadastroFields } totalElements } }": typeof types.FuncionalidadesPaginaDocument,
    "query FuncionalidadeCadastro($id: ID!) { row: funcionalidade(id: $id) { ...FuncionalidadeCadastroFields } }": typeof types.FuncionalidadeCadastroDocument,
    "mutation SalvarFuncionalidade($input: FuncionalidadeInput!) { row: salvarFuncionalidade(funcionalidade: $input) { ...FuncionalidadeCadastroFields } }": typeof types.SalvarFuncionalidadeDocument,
    "query TiposUsuarioPagina($filtro: FiltroCadastro) { page: tiposUsuarioPagina(filtro: $filtro) { content { ...TipoUsuarioCadastroFields } totalElements } }": typeof types.TiposUsuarioPaginaDocument,
    "query TipoUsuarioCadastro($id: TipoUsuario!) { row: tipoUsuario(id: $id) { ...TipoUsuarioCadastroFields } }": typeof types.TipoUsuarioCadastroDocument,
    "mutation SalvarTipoUsuario($input: TipoUsuarioInput!) { row: salvarTipoUsuario(tipoUsuario: $input) { ...TipoUsuarioCadastroFields } }": typeof types.SalvarTipoUsuarioDocument,
    "query DivisoesPagina($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { ...DivisaoFields } totalElements } }": typeof types.DivisoesPaginaDocument,
    "query Divisao($id: ID!) { row: divisao(id: $id) { ...DivisaoFields } }": typeof types.DivisaoDocument,
    "mutation SalvarDivisao($input: DivisaoInput!) { row: salvarDivisao(divisao: $input) { ...DivisaoFields } }": typeof types.SalvarDivisaoDocument,
    "mutation AtivarDivisao($id: ID!) { row: ativarDivisao(id: $id) { ...DivisaoFields } }": typeof types.AtivarDivisaoDocument,
    "mutation InativarDivisao($id: ID!) { row: inativarDivisao(id: $id) { ...DivisaoFields } }": typeof types.InativarDivisaoDocument,
    "query SetoresPagina($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { ...SetorFields } totalElements } }": typeof types.SetoresPaginaDocument,
    "query Setor($id: ID!) { row: setor(id: $id) { ...SetorFields } }": typeof types.SetorDocument,
    "mutation SalvarSetor($input: SetorInput!) { row: salvarSetor(setor: $input) { ...SetorFields } }": typeof types.SalvarSetorDocument,
    "mutation AtivarSetor($id: ID!) { row: ativarSetor(id: $id) { ...SetorFields } }": typeof types.AtivarSetorDocument,
    "mutation InativarSetor($id: ID!) { row: inativarSetor(id: $id) { ...SetorFields } }": typeof types.InativarSetorDocument,
    "query CargosPagina($filtro: FiltroCadastro) { page: cargosPagina(filtro: $filtro) { content { ...CargoFields } totalElements } }": typeof types.CargosPaginaDocument,
    "query Cargo($id: ID!) { row: cargo(id: $id) { ...CargoFields } }": typeof types.CargoDocument,
    "mutation SalvarCargo($input: CargoInput!) { row: salvarCargo(cargo: $input) { ...CargoFields } }": typeof types.SalvarCargoDocument,
    "mutation AtivarCargo($id: ID!) { row: ativarCargo(id: $id) { ...CargoFields } }": typeof types.AtivarCargoDocument,
    "mutation InativarCargo($id: ID!) { row: inativarCargo(id: $id) { ...CargoFields } }": typeof types.InativarCargoDocument,
    "query DepartamentosPagina($filtro: FiltroCadastro) { page: departamentosPagina(filtro: $filtro) { content { ...DepartamentoFields } totalElements } }": typeof types.DepartamentosPaginaDocument,
    "query Departamento($id: ID!) { row: departamento(id: $id) { ...DepartamentoFields } }": typeof types.DepartamentoDocument,
    "mutation SalvarDepartamento($input: DepartamentoInput!) { row: salvarDepartamento(departamento: $input) { ...DepartamentoFields } }": typeof types.SalvarDepartamentoDocument,
    "mutation AtivarDepartamento($id: ID!) { row: ativarDepartamento(id: $id) { ...DepartamentoFields } }": typeof types.AtivarDepartamentoDocument,
    "mutation InativarDepartamento($id: ID!) { row: inativarDepartamento(id: $id) { ...DepartamentoFields } }": typeof types.InativarDepartamentoDocument,
    "query DesligamentosPagina($filtro: FiltroCadastro) { page: desligamentosPagina(filtro: $filtro) { content { ...DesligamentoFields } totalElements } }": typeof types.DesligamentosPaginaDocument,
    "query Desligamento($id: ID!) { row: desligamento(id: $id) { ...DesligamentoFields } }": typeof types.DesligamentoDocument,
    "mutation SalvarDesligamento($input: DesligamentoInput!) { row: salvarDesligamento(desligamento: $input) { ...DesligamentoFields } }": typeof types.SalvarDesligamentoDocument,
    "mutation AtivarDesligamento($id: ID!) { row: ativarDesligamento(id: $id) { ...DesligamentoFields } }": typeof types.AtivarDesligamentoDocument,
    "mutation InativarDesligamento($id: ID!) { row: inativarDesligamento(id: $id) { ...DesligamentoFields } }": typeof types.InativarDesligamentoDocument,
    "query ProdutosOpcoes($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { id nome } totalElements } }": typeof types.ProdutosOpcoesDocument,
    "query GruposEconomicosOpcoes($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { id nome active } totalElements } }": typeof types.GruposEconomicosOpcoesDocument,
    "query DivisoesOpcoes($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { id nome active } totalElements } }": typeof types.DivisoesOpcoesDocument,
    "query SetoresOpcoes($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { id nome active } totalElements } }": typeof types.SetoresOpcoesDocument,
    "\n  query ProdutoFuncionalidades($id: ID!) {\n    produto(id: $id) {\n      id\n      funcionalidades {\n        id\n        chave\n        nome\n      }\n    }\n  }\n": typeof types.ProdutoFuncionalidadesDocument,
    "\n  query UsuarioLogadoTipo {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n    }\n  }\n": typeof types.UsuarioLogadoTipoDocument,
    "\n  fragment RelatorioFields on Relatorio {\n    id\n    slug\n    titulo\n    tituloPt\n    tituloEs\n    tituloEn\n    funcionalidades\n    tiposUsuario\n    tipo\n    url\n    relatorioInterno\n    active\n    ordem\n  }\n": typeof types.RelatorioFieldsFragmentDoc,
    "\n  query Relatorio($slug: String!) {\n    relatorio(slug: $slug) {\n      ...RelatorioFields\n    }\n  }\n": typeof types.RelatorioDocument,
    "\n  query DadosRelatorio($slug: String!) {\n    dadosRelatorio(slug: $slug) {\n      relatorioInterno\n      rotulos\n      colunas\n      linhas {\n        rotulos\n        valores\n      }\n    }\n  }\n": typeof types.DadosRelatorioDocument,
    "\n  mutation ExportarRelatorio($slug: String!) {\n    exportarRelatorio(slug: $slug)\n  }\n": typeof types.ExportarRelatorioDocument,
    "\n  query Relatorios($filtro: RelatoriosFiltro) {\n    relatorios(filtro: $filtro) {\n      content {\n        ...RelatorioFields\n      }\n      totalElements\n    }\n  }\n": typeof types.RelatoriosDocument,
    "\n  query RelatorioCadastro($id: ID!) {\n    relatorioCadastro(id: $id) {\n      ...RelatorioFields\n    }\n  }\n": typeof types.RelatorioCadastroDocument,
    "\n  mutation SalvarRelatorio($relatorio: RelatorioInput!) {\n    salvarRelatorio(relatorio: $relatorio) {\n      ...RelatorioFields\n    }\n  }\n": typeof types.SalvarRelatorioDocument,
    "\n  mutation AtivarRelatorio($id: ID!) {\n    ativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.AtivarRelatorioDocument,
    "\n  mutation InativarRelatorio($id: ID!) {\n    inativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n": typeof types.InativarRelatorioDocument,
    "\n  query UsuarioLogado {\n    usuarioLogado {\n      id\n      nome\n      email\n      avatarLink\n      marcas {\n        id\n        description\n        facebookId\n        palette\n      }\n      tipo {\n        id\n      }\n      tiposUsuarios {\n        id\n      }\n      idioma {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n      dadosComplementares {\n        id\n        descricao\n        ordem\n        urlBase\n        tipo\n        funcionalidades {\n          id\n          chave\n        }\n      }\n    }\n  }\n": typeof types.UsuarioLogadoDocument,
    "\n  query MenuUsuarioLogado {\n    menuUsuarioLogado {\n      title\n      theme\n      productName\n      currentProduct\n      linkHelpTec\n      linkPortal\n      linkAcademia\n      brandImageUrl\n      showMyAccount\n      showOnboarding\n      locales {\n        id\n        description\n      }\n      menus\n    }\n  }\n": typeof types.MenuUsuarioLogadoDocument,
    "\n  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {\n    mudarLinguaUsuario(id: $id, idioma: $idioma) {\n      id\n      nome\n      idioma\n    }\n  }\n": typeof types.MudarLinguaUsuarioDocument,
    "\n  fragment ImagemResponsivaFields on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n": typeof types.ImagemResponsivaFieldsFragmentDoc,
    "\n  fragment SlideFields on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n": typeof types.SlideFieldsFragmentDoc,
    "\n  fragment AnuncioFields on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n": typeof types.AnuncioFieldsFragmentDoc,
    "\n  query Slides($filtro: SlidesFiltro) {\n    slides(filtro: $filtro) {\n      content {\n        ...SlideFields\n      }\n      totalElements\n    }\n  }\n": typeof types.SlidesDocument,
    "\n  query Slide($id: ID!) {\n    slide(id: $id) {\n      ...SlideFields\n    }\n  }\n": typeof types.SlideDocument,
    "\n  query Anuncios($filtro: SlidesFiltro) {\n    anuncios(filtro: $filtro) {\n      content {\n        ...AnuncioFields\n      }\n      totalElements\n    }\n  }\n": typeof types.AnunciosDocument,
    "\n  query Anuncio($id: ID!) {\n    anuncio(id: $id) {\n      ...AnuncioFields\n    }\n  }\n": typeof types.AnuncioDocument,
    "\n  mutation SalvarSlide($slide: SlideInput!) {\n    salvarSlide(slide: $slide) {\n      ...SlideFields\n    }\n  }\n": typeof types.SalvarSlideDocument,
    "\n  mutation SalvarAnuncio($anuncio: AnuncioInput!) {\n    salvarAnuncio(anuncio: $anuncio) {\n      ...AnuncioFields\n    }\n  }\n": typeof types.SalvarAnuncioDocument,
    "\n  mutation AtivarSlide($id: ID!) {\n    ativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": typeof types.AtivarSlideDocument,
    "\n  mutation InativarSlide($id: ID!) {\n    inativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": typeof types.InativarSlideDocument,
    "\n  mutation AtivarAnuncio($id: ID!) {\n    ativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": typeof types.AtivarAnuncioDocument,
    "\n  mutation InativarAnuncio($id: ID!) {\n    inativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": typeof types.InativarAnuncioDocument,
    "\n  query SlidesGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n": typeof types.SlidesGruposDocument,
    "\n  query SuperAdminProdutos {\n    produtos {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n": typeof types.SuperAdminProdutosDocument,
    "\n  mutation EditarProduto($produto: ProdutoHomologInput!) {\n    editarProduto(produto: $produto) {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n": typeof types.EditarProdutoDocument,
    "\n  fragment RelatorioSincronizacaoFields on RelatorioSincronizacao {\n    alvo\n    provedor\n    dryRun\n    criados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    atualizados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    desativados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    inalterados\n    observacao\n  }\n": typeof types.RelatorioSincronizacaoFieldsFragmentDoc,
    "\n  mutation SincronizarUsuarios($dryRun: Boolean) {\n    sincronizarUsuarios(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": typeof types.SincronizarUsuariosDocument,
    "\n  mutation SincronizarIdentityProvider($emailUsuario: String, $dryRun: Boolean) {\n    sincronizarIdentityProvider(emailUsuario: $emailUsuario, dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": typeof types.SincronizarIdentityProviderDocument,
    "\n  mutation SincronizarDealers($dryRun: Boolean) {\n    sincronizarDealers(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": typeof types.SincronizarDealersDocument,
    "\n  mutation SincronizarGrupos($dryRun: Boolean) {\n    sincronizarGrupos(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": typeof types.SincronizarGruposDocument,
    "\n  fragment MigracaoManutencaoFields on MigracaoManutencao {\n    id\n    tipo\n    status\n    feitos\n    total\n    log {\n      em\n      texto\n    }\n    erro\n    iniciadaEm\n    concluidaEm\n  }\n": typeof types.MigracaoManutencaoFieldsFragmentDoc,
    "\n  query Migracoes {\n    migracoes {\n      ...MigracaoManutencaoFields\n    }\n  }\n": typeof types.MigracoesDocument,
    "\n  mutation IniciarMigracao($tipo: TipoMigracao!) {\n    iniciarMigracao(tipo: $tipo) {\n      ...MigracaoManutencaoFields\n    }\n  }\n": typeof types.IniciarMigracaoDocument,
    "\n  query OnboardingSeen($id: String!) {\n    currentUserOnboardingIsSeen(id: $id)\n  }\n": typeof types.OnboardingSeenDocument,
    "\n  mutation SetOnboardingSeen($id: String!) {\n    setCurrentUserOnboardingSeen(id: $id)\n  }\n": typeof types.SetOnboardingSeenDocument,
    "\n  fragment GrupoUsuariosFields on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n    todosDealers\n    dealers {\n      id\n      nomeExibicao\n    }\n    tiposAcesso {\n      id\n      nome\n      produto {\n        id\n        description\n      }\n    }\n    possuiCargos\n    cargos {\n      id\n      nome\n    }\n    possuiSetores\n    setores {\n      id\n      nome\n    }\n    possuiGrupos\n    grupos {\n      id\n      nome\n    }\n    possuiUsuariosManuais\n    usuariosManuais {\n      id\n      nome\n      email\n    }\n  }\n": typeof types.GrupoUsuariosFieldsFragmentDoc,
    "\n  fragment GrupoUsuariosRow on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    possuiUsuariosManuais\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n  }\n": typeof types.GrupoUsuariosRowFragmentDoc,
    "\n  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {\n    gruposUsuarios(filtro: $filtro) {\n      content {\n        ...GrupoUsuariosRow\n      }\n      totalElements\n    }\n  }\n": typeof types.GruposUsuariosDocument,
    "\n  query GrupoUsuarios($id: ID!) {\n    grupoUsuarios(id: $id) {\n      ...GrupoUsuariosFields\n    }\n  }\n": typeof types.GrupoUsuariosDocument,
    "\n  query GrupoUsuariosByNome($nome: String!) {\n    grupoUsuariosByNome(nome: $nome) {\n      id\n      nome\n    }\n  }\n": typeof types.GrupoUsuariosByNomeDocument,
    "\n  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {\n    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {\n      ...GrupoUsuariosFields\n    }\n  }\n": typeof types.SalvarGrupoUsuariosDocument,
    "\n  mutation ImportarGrupoUsuarios($importacaoId: ID!) {\n    importarGrupoUsuarios(importacaoId: $importacaoId) {\n      adicionados\n      grupo {\n        ...GrupoUsuariosFields\n      }\n    }\n  }\n": typeof types.ImportarGrupoUsuariosDocument,
    "\n  mutation AtivarGrupoUsuarios($id: ID!) {\n    ativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n": typeof types.AtivarGrupoUsuariosDocument,
    "\n  mutation InativarGrupoUsuarios($id: ID!) {\n    inativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n": typeof types.InativarGrupoUsuariosDocument,
    "\n  query UsuariosByGruposUsuariosPaged($filterInput: UsuariosGruposFiltro!) {\n    usuariosByGruposUsuariosPaged(filterInput: $filterInput) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": typeof types.UsuariosByGruposUsuariosPagedDocument,
    "\n  query UsuariosByNomeOrEmailStartingWith($texto: String!) {\n    usuariosByNomeOrEmailStartingWith(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n": typeof types.UsuariosByNomeOrEmailStartingWithDocument,
    "\n  query UsuarioLogadoGrupos {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      marcas {\n        id\n        description\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n": typeof types.UsuarioLogadoGruposDocument,
    "\n  query GrupoUsuariosOpcoes($marcas: [ID!]) {\n    usuarioDominio(marcas: $marcas) {\n      grupos {\n        id\n        nome\n        active\n      }\n      dealers {\n        id\n        nomeExibicao\n        active\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n      produtos {\n        id\n        nome\n        tiposAcesso {\n          id\n          nome\n        }\n      }\n    }\n  }\n": typeof types.GrupoUsuariosOpcoesDocument,
    "\n  query GrupoUsuariosCargos {\n    cargos {\n      cargoId\n      nome\n      setor {\n        id\n        nome\n      }\n    }\n  }\n": typeof types.GrupoUsuariosCargosDocument,
    "\n  query GruposAtivos {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": typeof types.GruposAtivosDocument,
    "\n  mutation AtualizarGrupoFavorito($id: ID!) {\n    atualizarGrupoFavorito(id: $id) {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": typeof types.AtualizarGrupoFavoritoDocument,
    "\n  query Usuarios($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n        cpf\n        tipo\n        active\n        ativacaoEspecial\n        dealers {\n          id\n          nomeExibicao\n        }\n        acoesPermitidas\n      }\n      totalElements\n    }\n  }\n": typeof types.UsuariosDocument,
    "\n  query UsuariosBusca($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": typeof types.UsuariosBuscaDocument,
    "\n  fragment UsuarioMarcaOpcao on UsuarioMarca {\n    id\n    description\n    active\n  }\n": typeof types.UsuarioMarcaOpcaoFragmentDoc,
    "\n  fragment UsuarioGrupoOpcao on UsuarioGrupo {\n    id\n    nome\n    active\n  }\n": typeof types.UsuarioGrupoOpcaoFragmentDoc,
    "\n  fragment UsuarioDealerOpcao on UsuarioDealer {\n    id\n    nome\n    nomeExibicao\n    active\n    codigoPrincipal\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n": typeof types.UsuarioDealerOpcaoFragmentDoc,
    "\n  query Usuario($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      email\n      cpf\n      telefones\n      celulares\n      tipo\n      idioma\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n      active\n      acoesPermitidas\n    }\n  }\n": typeof types.UsuarioDocument,
    "\n  query UsuarioProdutos($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n    }\n  }\n": typeof types.UsuarioProdutosDocument,
    "\n  query InfoUsuario($usuarioId: ID!) {\n    infoUsuario(usuarioId: $usuarioId) {\n      dataAdmissao\n      emailSuperior\n      desligamento {\n        id\n        motivo\n      }\n      dataDesligamento\n    }\n  }\n": typeof types.InfoUsuarioDocument,
    "\n  query Cargos($usuarioId: ID, $principais: Boolean) {\n    cargos(usuarioId: $usuarioId, principais: $principais) {\n      cargoId\n      nome\n      principal\n      setor {\n        id\n        nome\n        divisao {\n          id\n          nome\n        }\n      }\n      dealer {\n        id\n        nomeExibicao\n      }\n      departamento {\n        id\n        nome\n      }\n      dataInicio\n    }\n  }\n": typeof types.CargosDocument,
    "\n  query UsuarioDominio($marcas: [ID!], $grupos: [ID!]) {\n    usuarioDominio(marcas: $marcas, grupos: $grupos) {\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n    }\n  }\n": typeof types.UsuarioDominioDocument,
    "\n  query UsuarioFormDados {\n    usuariosPortalProperties {\n      tiposUsuarioDocumentoObrigatorio\n      tiposUsuarioInformarCargo\n      tiposUsuarioInformarGestao\n      informarDepartamentoCargo\n    }\n    departamentosCargosUsuarios {\n      id\n      nome\n      sigla\n    }\n    desligamentos {\n      id\n      motivo\n    }\n  }\n": typeof types.UsuarioFormDadosDocument,
    "\n  query ProdutosByDealersAndTipoUsuario($idsDealer: [ID!], $tipoUsuario: TipoUsuario!) {\n    produtosByDealersAndTipoUsuario(idsDealer: $idsDealer, tipoUsuario: $tipoUsuario) {\n      id\n      nome\n      tiposAcesso {\n        id\n        nome\n        descricao\n        funcionalidadesPadrao\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n        tiposAcesso\n        concedivel\n      }\n    }\n  }\n": typeof types.ProdutosByDealersAndTipoUsuarioDocument,
    "\n  query UsuarioByCpf($cpf: String!) {\n    usuarioByCpf(cpf: $cpf) {\n      id\n      nome\n    }\n  }\n": typeof types.UsuarioByCpfDocument,
    "\n  query UsuarioByEmail($email: String!) {\n    usuarioByEmail(email: $email) {\n      id\n      nome\n    }\n  }\n": typeof types.UsuarioByEmailDocument,
    "\n  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {\n    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {\n      criado\n      usuario {\n        id\n        nome\n      }\n    }\n  }\n": typeof types.SalvarUsuarioDocument,
    "\n  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {\n    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)\n  }\n": typeof types.PodeAdicionarCargoDocument,
    "\n  mutation AtivarUsuario($id: ID!) {\n    ativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": typeof types.AtivarUsuarioDocument,
    "\n  mutation InativarUsuario($id: ID!) {\n    inativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": typeof types.InativarUsuarioDocument,
    "\n  mutation LiberarAtivacaoEspecial($id: ID!) {\n    liberarAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": typeof types.LiberarAtivacaoEspecialDocument,
    "\n  mutation RemoverAtivacaoEspecial($id: ID!) {\n    removerAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": typeof types.RemoverAtivacaoEspecialDocument,
    "\n  query UsuarioLogadoAcesso {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n": typeof types.UsuarioLogadoAcessoDocument,
};
const documents: Documents = {
    "\n  fragment AusenciaFields on AusenciaTemporaria {\n    id\n    usuarioId\n    dataInicio\n    dataRetorno\n    motivo\n    situacao\n  }\n": types.AusenciaFieldsFragmentDoc,
    "\n  query AusenciasTemporarias($usuarioId: ID!, $page: Int, $rowsPerPage: Int, $sortBy: String, $sortDirection: SortDirection) {\n    ausenciasTemporarias(usuarioId: $usuarioId, page: $page, rowsPerPage: $rowsPerPage, sortBy: $sortBy, sortDirection: $sortDirection) {\n      usuario {\n        id\n        nome\n        email\n        ausente\n      }\n      content {\n        ...AusenciaFields\n      }\n      totalElements\n    }\n  }\n": types.AusenciasTemporariasDocument,
    "\n  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {\n    salvarAusenciaTemporaria(ausencia: $ausencia) {\n      ...AusenciaFields\n    }\n  }\n": types.SalvarAusenciaTemporariaDocument,
    "\n  mutation RemoverAusenciaTemporaria($id: ID!) {\n    removerAusenciaTemporaria(id: $id)\n  }\n": types.RemoverAusenciaTemporariaDocument,
    "\n  fragment MinhaContaFields on MinhaConta {\n    id\n    nome\n    email\n    telefones\n    celulares\n    avatarLink\n    idioma\n    tipo\n    ausente\n    podeAlterarSenha\n    marcas {\n      id\n      description\n    }\n    dealers {\n      id\n      nomeExibicao\n      codigoPrincipal\n    }\n    grupos {\n      id\n      nome\n    }\n    permissoes {\n      produto {\n        id\n        nome\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n      }\n    }\n  }\n": types.MinhaContaFieldsFragmentDoc,
    "\n  query MinhaConta {\n    minhaConta {\n      ...MinhaContaFields\n    }\n  }\n": types.MinhaContaDocument,
    "\n  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {\n    atualizarMinhaConta(dados: $dados) {\n      ...MinhaContaFields\n    }\n  }\n": types.AtualizarMinhaContaDocument,
    "\n  mutation RemoverAvatar {\n    removerAvatar {\n      ...MinhaContaFields\n    }\n  }\n": types.RemoverAvatarDocument,
    "\n  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {\n    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)\n  }\n": types.AlterarMinhaSenhaDocument,
    "\n  query Auditoria($id: ID!, $tipo: String!, $page: Int, $rowsPerPage: Int) {\n    auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rowsPerPage) {\n      nome\n      content {\n        id\n        em\n        usuario {\n          id\n          nome\n        }\n        acao\n        acaoDescricao\n        alteracoes {\n          campo\n          antes\n          depois\n        }\n      }\n      totalElements\n    }\n  }\n": types.AuditoriaDocument,
    "\n  fragment DealerFields on Dealer {\n    id\n    razaoSocial\n    nomeExibicao\n    cnpj\n    cnpjsAdicionais\n    codigoPrincipal\n    codigosAdicionais\n    endereco {\n      logradouro\n      bairro\n      cidade\n      uf\n      cep\n    }\n    telefones\n    celulares\n    active\n    marcas {\n      id\n      description\n    }\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n": types.DealerFieldsFragmentDoc,
    "\n  fragment GrupoDealerFields on GrupoDealer {\n    id\n    nome\n    active\n    totalDealers\n  }\n": types.GrupoDealerFieldsFragmentDoc,
    "\n  query Dealers($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        ...DealerFields\n      }\n      totalElements\n    }\n  }\n": types.DealersDocument,
    "\n  query DealerIds($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        id\n      }\n      totalElements\n    }\n  }\n": types.DealerIdsDocument,
    "\n  query Dealer($id: ID!) {\n    dealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": types.DealerDocument,
    "\n  mutation SalvarDealer($dealer: DealerInput!) {\n    salvarDealer(dealer: $dealer) {\n      ...DealerFields\n    }\n  }\n": types.SalvarDealerDocument,
    "\n  mutation AtivarDealer($id: ID!) {\n    ativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": types.AtivarDealerDocument,
    "\n  mutation InativarDealer($id: ID!) {\n    inativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n": types.InativarDealerDocument,
    "\n  query GruposDealers($filtro: GrupoDealerFiltro) {\n    gruposDealers(filtro: $filtro) {\n      content {\n        ...GrupoDealerFields\n      }\n      totalElements\n    }\n  }\n": types.GruposDealersDocument,
    "\n  query GrupoDealer($id: ID!) {\n    grupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n": types.GrupoDealerDocument,
    "\n  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {\n    salvarGrupoDealer(grupo: $grupo) {\n      ...GrupoDealerFields\n    }\n  }\n": types.SalvarGrupoDealerDocument,
    "\n  mutation AtivarGrupoDealer($id: ID!) {\n    ativarGrupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n": types.AtivarGrupoDealerDocument,
    "\n  mutation InativarGrupoDealer($id: ID!) {\n    inativarGrupoDealer(id: $id) {\n      grupo {\n        ...GrupoDealerFields\n      }\n      dealersInativados\n      usuariosInativados\n    }\n  }\n": types.InativarGrupoDealerDocument,
    "\n  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {\n    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {\n      dealersDesvinculados\n      dealersInativados\n    }\n  }\n": types.RemoverMarcaDealersDocument,
    "\n  query MarcasDealers($filtro: FiltroCadastro) {\n    marcasPagina(filtro: $filtro) {\n      content {\n        id\n        nome\n        active\n      }\n      totalElements\n    }\n  }\n": types.MarcasDealersDocument,
    "\n  fragment ImagemHome on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n": types.ImagemHomeFragmentDoc,
    "\n  fragment SlideHome on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n": types.SlideHomeFragmentDoc,
    "\n  query SlidesAtivos {\n    slidesAtivos {\n      ...SlideHome\n    }\n  }\n": types.SlidesAtivosDocument,
    "\n  fragment AnuncioHome on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n": types.AnuncioHomeFragmentDoc,
    "\n  query AnuncioAleatorio {\n    anuncioAleatorio {\n      ...AnuncioHome\n    }\n  }\n": types.AnuncioAleatorioDocument,
    "\n  fragment EnvioRecente on ComunicadoEnvio {\n    id\n    lido\n    data\n    comunicado {\n      id\n      titulo\n      envioDateTime\n      usuarioCriador {\n        id\n        nome\n      }\n      arquivos {\n        id\n      }\n    }\n  }\n": types.EnvioRecenteFragmentDoc,
    "\n  query ComunicadoEnviosRecentes {\n    comunicadoEnviosRecentes {\n      ...EnvioRecente\n    }\n  }\n": types.ComunicadoEnviosRecentesDocument,
    "\n  fragment ArquivoRecente on ItemBiblioteca {\n    id\n    nome\n    ultimaModificacao\n    arquivoMiniaturaLink\n    pastaPai {\n      id\n      nome\n    }\n  }\n": types.ArquivoRecenteFragmentDoc,
    "\n  query ArquivosRecentesHome {\n    ultimosModificados {\n      ...ArquivoRecente\n    }\n  }\n": types.ArquivosRecentesHomeDocument,
    "\n  fragment RedeSocialHome on RedeSocial {\n    id\n    nome\n    url\n    icone\n  }\n": types.RedeSocialHomeFragmentDoc,
    "\n  query RedesSociais($marca: ID!) {\n    redesSociais(marca: $marca) {\n      ...RedeSocialHome\n    }\n  }\n": types.RedesSociaisDocument,
    "\n  fragment ImportacaoFields on ImportStatus {\n    id\n    fileName\n    status\n    total\n    done\n    progress\n    linhas\n    criar\n    atualizar\n    comErro\n    falhas\n    erro\n    createdAt\n    concluidoEm\n  }\n": types.ImportacaoFieldsFragmentDoc,
    "\n  query Importacoes($page: Int, $rowsPerPage: Int) {\n    importacoes(page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        ...ImportacaoFields\n      }\n    }\n  }\n": types.ImportacoesDocument,
    "\n  query ImportStatus($id: ID) {\n    importStatus(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": types.ImportStatusDocument,
    "\n  query ErrosImportacao($id: ID!, $page: Int, $rowsPerPage: Int) {\n    errosImportacao(id: $id, page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        linha\n        coluna\n        mensagem\n      }\n    }\n  }\n": types.ErrosImportacaoDocument,
    "\n  mutation ConfirmarImportacao($id: ID!) {\n    confirmarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": types.ConfirmarImportacaoDocument,
    "\n  mutation CancelarImportacao($id: ID!) {\n    cancelarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n": types.CancelarImportacaoDocument,
    "\n  query ImportsNaoLidas {\n    countNotificacoesNaoLidas\n  }\n": types.ImportsNaoLidasDocument,
    "\n  query PastasComPermissaoEscrita($busca: String) {\n    pastasComPermissaoEscrita(busca: $busca) {\n      id\n      nome\n      caminho\n      idsCaminho\n    }\n  }\n": types.PastasComPermissaoEscritaDocument,
    "\n  query GruposAtivosBiblioteca {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": types.GruposAtivosBibliotecaDocument,
    "\n  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {\n    criarNovaPasta(novaPasta: $novaPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n": types.CriarNovaPastaDocument,
    "\n  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {\n    concederAcesso(novasPermissoes: $novasPermissoes) {\n      ...ItemBibliotecaFields\n    }\n  }\n": types.ConcederAcessoDocument,
    "\n  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {\n    uploadArquivos(arquivos: $arquivos) {\n      id\n      nome\n    }\n  }\n": types.UploadArquivosDocument,
    "\n  mutation ExcluirItemBiblioteca($idItem: ID!) {\n    excluirItemBiblioteca(idItem: $idItem)\n  }\n": types.ExcluirItemBibliotecaDocument,
    "\n  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {\n    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {\n      id\n      nome\n      ultimaModificacao\n    }\n  }\n": types.RenomearItemBibliotecaDocument,
    "\n  mutation MoverItemBiblioteca($idItemBiblioteca: ID!, $idNovaLocalizacao: ID) {\n    moverItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, idNovaLocalizacao: $idNovaLocalizacao) {\n      id\n      nome\n      pastaPai {\n        id\n        nome\n      }\n    }\n  }\n": types.MoverItemBibliotecaDocument,
    "\n  query PermissoesEfetivasPasta($idPasta: ID!) {\n    permissoesEfetivasPasta(idPasta: $idPasta) {\n      pasta {\n        id\n        nome\n      }\n      permissoes {\n        grupoUsuarios {\n          id\n          nome\n          visivel\n        }\n        permissao\n        origem {\n          id\n          nome\n        }\n        herdada\n        totalUsuarios\n      }\n      totalLeitura\n      totalEscrita\n      totalGestores\n    }\n  }\n": types.PermissoesEfetivasPastaDocument,
    "\n  query DownloadsPasta($filtro: DownloadsPastaFiltro!) {\n    downloadsPasta(filtro: $filtro) {\n      content {\n        id\n        item {\n          id\n          nome\n        }\n        usuario {\n          id\n          nome\n          email\n        }\n        em\n      }\n      totalElements\n    }\n  }\n": types.DownloadsPastaDocument,
    "\n  fragment ItemBibliotecaFields on ItemBiblioteca {\n    id\n    nome\n    pasta\n    pastaPai {\n      id\n      nome\n    }\n    proprietario {\n      id\n      nome\n      email\n    }\n    permissoesAcessoUsuarioLogado {\n      id\n      description\n    }\n    permissoes {\n      id\n      grupoUsuarios {\n        id\n        nome\n        visivel\n      }\n      permissaoAcessoPasta {\n        id\n      }\n    }\n    ultimaModificacao\n    dataCriacao\n    arquivo {\n      id\n      nome\n      tamanho\n    }\n    arquivoLink\n    arquivoMiniaturaLink\n    arquivoImagem\n    breadcrumb {\n      id\n      nome\n    }\n  }\n": types.ItemBibliotecaFieldsFragmentDoc,
    "\n  query Pasta($idPasta: ID!) {\n    pasta(idPasta: $idPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n": types.PastaDocument,
    "\n  query ItemsPorPasta($idPastaPai: ID) {\n    itemsPorPasta(idPastaPai: $idPastaPai) {\n      ...ItemBibliotecaFields\n    }\n  }\n": types.ItemsPorPastaDocument,
    "\n  query UltimosModificados {\n    ultimosModificados {\n      ...ItemBibliotecaFields\n    }\n  }\n": types.UltimosModificadosDocument,
    "\n  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {\n    buscaBibliotecaPaged(filterInput: $filterInput) {\n      content {\n        ...ItemBibliotecaFields\n      }\n      totalElements\n    }\n  }\n": types.BuscaBibliotecaPagedDocument,
    "\n  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {\n    gerarLinkDownloadByItemBiblioteca(id: $id)\n  }\n": types.GerarLinkDownloadByItemBibliotecaDocument,
    "\n  query ComunicadoDashboard($id: ID!) {\n    dashboardComunicado(id: $id) {\n      comunicado {\n        id\n        numero\n        titulo\n        status {\n          id\n          description\n        }\n        errata\n        original {\n          id\n          numero\n        }\n        requerCiencia\n        envioDateTime\n        emailsAvulsos {\n          email\n          status {\n            name\n            descricao\n          }\n          motivo\n        }\n      }\n      entregues\n      lidos {\n        total\n        percentual\n      }\n      cientes {\n        total\n        percentual\n      }\n      pendentesLeitura {\n        total\n        percentual\n      }\n      pendentesCiencia {\n        total\n        percentual\n      }\n      serie {\n        dia\n        lidos\n        cientes\n        lidosAcumulado\n        cientesAcumulado\n      }\n      proximoLembretePermitido\n    }\n  }\n": types.ComunicadoDashboardDocument,
    "\n  fragment QuebraComunicadoLinha on QuebraComunicado {\n    chave: id\n    nome\n    entregues\n    lidos\n    cientes\n  }\n": types.QuebraComunicadoLinhaFragmentDoc,
    "\n  query QuebraComunicado($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {\n    quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) {\n      content {\n        ...QuebraComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": types.QuebraComunicadoDocument,
    "\n  fragment PendenteComunicadoLinha on PendenteComunicado {\n    usuario {\n      id\n      nome\n      email\n    }\n    dealer\n    grupo\n    lido\n    lidoEm\n  }\n": types.PendenteComunicadoLinhaFragmentDoc,
    "\n  query PendentesComunicado($id: ID!, $filtro: PendentesComunicadoFiltro!) {\n    pendentesComunicado(id: $id, filtro: $filtro) {\n      content {\n        ...PendenteComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": types.PendentesComunicadoDocument,
    "\n  mutation LembrarPendentesComunicado($id: ID!) {\n    lembrarPendentesComunicado(id: $id)\n  }\n": types.LembrarPendentesComunicadoDocument,
    "\n  fragment ExportacaoComunicadoFields on ExportacaoComunicado {\n    id\n    status\n    progresso\n    total\n    link\n    erro\n  }\n": types.ExportacaoComunicadoFieldsFragmentDoc,
    "\n  query ExportacaoComunicado($id: ID!) {\n    exportacaoComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n": types.ExportacaoComunicadoDocument,
    "\n  mutation ExportarComunicado($id: ID!) {\n    exportarComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n": types.ExportarComunicadoDocument,
    "\n  fragment ComunicadoFormFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    dataHoraAgendamento\n    expiraEm\n    motivoRejeicao\n    requerCiencia\n    status {\n      id\n      description\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n      email\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    errata\n    idParent\n    original {\n      id\n      numero\n      titulo\n    }\n    podeEditar\n    podeEnviar\n  }\n": types.ComunicadoFormFieldsFragmentDoc,
    "\n  query NoticeFormComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoFormFields\n    }\n  }\n": types.NoticeFormComunicadoDocument,
    "\n  query NoticeFormDepartamentos {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n      assinatura\n    }\n  }\n": types.NoticeFormDepartamentosDocument,
    "\n  query NoticeFormEtiquetas($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n": types.NoticeFormEtiquetasDocument,
    "\n  query NoticeFormGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n      favorito\n    }\n  }\n": types.NoticeFormGruposDocument,
    "\n  query NoticeFormUsuarios($texto: String!) {\n    usuariosComunicado(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n": types.NoticeFormUsuariosDocument,
    "\n  query NoticeFormAprovadores($busca: String) {\n    aprovadoresComunicado(busca: $busca) {\n      id\n      nome\n      email\n    }\n  }\n": types.NoticeFormAprovadoresDocument,
    "\n  query NoticeFormAudiencia($destinatarios: AudienciaComunicadoInput!) {\n    audienciaComunicado(destinatarios: $destinatarios) {\n      usuarios\n      emails\n    }\n  }\n": types.NoticeFormAudienciaDocument,
    "\n  query NoticeFormPreviewGrupos($filtro: DestinatariosGruposComunicadoFiltro!) {\n    destinatariosGruposComunicado(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": types.NoticeFormPreviewGruposDocument,
    "\n  mutation NoticeFormSalvar($comunicado: ComunicadoInput!) {\n    salvarComunicado(comunicado: $comunicado) {\n      ...ComunicadoFormFields\n    }\n  }\n": types.NoticeFormSalvarDocument,
    "\n  mutation NoticeFormEnviar($id: ID!) {\n    enviarComunicado(id: $id) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n": types.NoticeFormEnviarDocument,
    "\n  mutation NoticeFormEnviarParaAprovacao($id: ID!, $idAprovador: ID!) {\n    enviarComunicadoParaAprovacao(id: $id, idAprovador: $idAprovador) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n": types.NoticeFormEnviarParaAprovacaoDocument,
    "\n  mutation NoticeFormCriarErrata($idParent: ID!) {\n    criarErrataComunicado(idParent: $idParent) {\n      ...ComunicadoFormFields\n    }\n  }\n": types.NoticeFormCriarErrataDocument,
    "\n  fragment ComunicadoEnvioEstado on ComunicadoEnvio {\n    id\n    lido\n    lidoEm\n    arquivado\n    favorito\n    ciente\n    cienteEm\n  }\n": types.ComunicadoEnvioEstadoFragmentDoc,
    "\n  fragment ComunicadoEnvioLinha on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      envioDateTime\n      expiraEm\n      requerCiencia\n      errata\n      original {\n        id\n        numero\n      }\n      usuarioCriador {\n        id\n        nome\n      }\n      departamento {\n        id\n        nome\n        sigla\n      }\n      etiquetas\n    }\n  }\n": types.ComunicadoEnvioLinhaFragmentDoc,
    "\n  fragment ComunicadoEnvioDetalhe on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      mensagem\n      envioDateTime\n      expiraEm\n      requerCiencia\n      usuarioCriador {\n        id\n        nome\n        email\n      }\n      departamento {\n        id\n        nome\n        sigla\n        assinatura\n      }\n      etiquetas\n      arquivos {\n        id\n        nome\n        tamanho\n        link\n      }\n      errata\n      original {\n        id\n        numero\n        titulo\n      }\n      erratas {\n        id\n        numero\n        titulo\n      }\n    }\n  }\n": types.ComunicadoEnvioDetalheFragmentDoc,
    "\n  fragment ComunicadoLinha on Comunicado {\n    id\n    numero\n    titulo\n    status {\n      id\n      description\n    }\n    createdDateTime\n    envioDateTime\n    dataHoraAgendamento\n    usuarioCriador {\n      id\n      nome\n    }\n    usuarioAprovador {\n      id\n      nome\n    }\n    departamento {\n      id\n      nome\n      sigla\n    }\n    etiquetas\n    errata\n    original {\n      id\n      numero\n    }\n    destinatarios\n    rascunho\n    rejeitado\n    podeEditar\n  }\n": types.ComunicadoLinhaFragmentDoc,
    "\n  query ComunicadoEnvios($filtro: ComunicadoEnvioFiltro!) {\n    comunicadoEnvios(filtro: $filtro) {\n      content {\n        ...ComunicadoEnvioLinha\n      }\n      totalElements\n    }\n  }\n": types.ComunicadoEnviosDocument,
    "\n  query Comunicados($filtro: ComunicadoFiltro!) {\n    comunicados(filtro: $filtro) {\n      content {\n        ...ComunicadoLinha\n      }\n      totalElements\n    }\n  }\n": types.ComunicadosDocument,
    "\n  query CountComunicadosNaoLidos {\n    countComunicadosNaoLidos\n  }\n": types.CountComunicadosNaoLidosDocument,
    "\n  query DepartamentosComunicadosFiltro {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n    }\n  }\n": types.DepartamentosComunicadosFiltroDocument,
    "\n  query EtiquetasComunicadosFiltro($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n": types.EtiquetasComunicadosFiltroDocument,
    "\n  query ComunicadoEnvio($idComunicado: ID!) {\n    comunicadoEnvio(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioDetalhe\n    }\n  }\n": types.ComunicadoEnvioDocument,
    "\n  mutation MarcarComunicadoComoLido($idComunicado: ID!) {\n    marcarComunicadoComoLido(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": types.MarcarComunicadoComoLidoDocument,
    "\n  mutation DarCienciaComunicado($idComunicado: ID!) {\n    darCienciaComunicado(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": types.DarCienciaComunicadoDocument,
    "\n  mutation FavoritarComunicado($idComunicado: ID!, $favorito: Boolean!) {\n    favoritarComunicado(idComunicado: $idComunicado, favorito: $favorito) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": types.FavoritarComunicadoDocument,
    "\n  mutation ArquivarComunicado($idComunicado: ID!, $arquivado: Boolean!) {\n    arquivarComunicado(idComunicado: $idComunicado, arquivado: $arquivado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n": types.ArquivarComunicadoDocument,
    "\n  fragment ComunicadoVisualizarFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    createdDateTime\n    envioDateTime\n    motivoRejeicao\n    dataHoraAgendamento\n    expiraEm\n    requerCiencia\n    status {\n      id\n      description\n    }\n    usuarioCriador {\n      id\n      nome\n      email\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n      status {\n        name\n        descricao\n      }\n      motivo\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    errata\n    original {\n      id\n      numero\n      titulo\n    }\n    erratas {\n      id\n      numero\n      titulo\n    }\n    destinatarios\n    podeEditar\n    podeEnviar\n    podeAprovar\n    podeCriarErrata\n  }\n": types.ComunicadoVisualizarFieldsFragmentDoc,
    "\n  query NoticeViewComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": types.NoticeViewComunicadoDocument,
    "\n  mutation NoticeViewAprovar($id: ID!) {\n    aprovarComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": types.NoticeViewAprovarDocument,
    "\n  mutation NoticeViewRejeitar($id: ID!, $motivo: String!) {\n    rejeitarComunicado(id: $id, motivo: $motivo) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": types.NoticeViewRejeitarDocument,
    "\n  mutation NoticeViewCancelarAgendamento($id: ID!) {\n    cancelarAgendamentoComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n": types.NoticeViewCancelarAgendamentoDocument,
    "\n  fragment ModeloNotificacaoFields on ModeloNotificacao {\n    id\n    nome\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    active\n    placeholders\n  }\n": types.ModeloNotificacaoFieldsFragmentDoc,
    "\n  fragment NotificacaoGenericaRow on NotificacaoGenerica {\n    id\n    titulo\n    grupos {\n      id\n      nome\n    }\n    status\n    agendadaPara\n    enviadaEm\n    entregues\n    lidas\n    criador\n    createdAt\n  }\n": types.NotificacaoGenericaRowFragmentDoc,
    "\n  fragment NotificacaoGenericaFields on NotificacaoGenerica {\n    ...NotificacaoGenericaRow\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    modelo {\n      id\n      nome\n    }\n  }\n": types.NotificacaoGenericaFieldsFragmentDoc,
    "\n  query ModelosNotificacao($filtro: ModeloNotificacaoFiltro) {\n    modelosNotificacao(filtro: $filtro) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n      totalElements\n    }\n  }\n": types.ModelosNotificacaoDocument,
    "\n  query ModeloNotificacao($id: ID!) {\n    modeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": types.ModeloNotificacaoDocument,
    "\n  mutation SalvarModeloNotificacao($modelo: ModeloNotificacaoInput!) {\n    salvarModeloNotificacao(modelo: $modelo) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": types.SalvarModeloNotificacaoDocument,
    "\n  mutation AtivarModeloNotificacao($id: ID!) {\n    ativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": types.AtivarModeloNotificacaoDocument,
    "\n  mutation InativarModeloNotificacao($id: ID!) {\n    inativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n": types.InativarModeloNotificacaoDocument,
    "\n  query NotificacoesGenericas($filtro: NotificacaoGenericaFiltro) {\n    notificacoesGenericas(filtro: $filtro) {\n      content {\n        ...NotificacaoGenericaRow\n      }\n      totalElements\n    }\n  }\n": types.NotificacoesGenericasDocument,
    "\n  query NotificacaoGenerica($id: ID!) {\n    notificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": types.NotificacaoGenericaDocument,
    "\n  mutation SalvarNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    salvarNotificacaoGenerica(notificacao: $notificacao) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": types.SalvarNotificacaoGenericaDocument,
    "\n  mutation CancelarNotificacaoGenerica($id: ID!) {\n    cancelarNotificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n": types.CancelarNotificacaoGenericaDocument,
    "\n  query PreviewNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    previewNotificacaoGenerica(notificacao: $notificacao) {\n      titulo\n      texto\n      destinatarios\n    }\n  }\n": types.PreviewNotificacaoGenericaDocument,
    "\n  query GruposNotificacaoGenerica {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n": types.GruposNotificacaoGenericaDocument,
    "\n  query ModelosNotificacaoAtivos {\n    modelosNotificacao(filtro: { active: true, rowsPerPage: 100, sortBy: \"nome\", sortDirection: ASC }) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n    }\n  }\n": types.ModelosNotificacaoAtivosDocument,
    "\n  fragment NotificacaoFields on Notificacao {\n    id\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    data\n    lida\n    recente\n  }\n": types.NotificacaoFieldsFragmentDoc,
    "\n  query CountNotificacoesNaoLidas {\n    countNotificacoesNaoLidas\n  }\n": types.CountNotificacoesNaoLidasDocument,
    "\n  query NotificacoesMenu {\n    notificacoesMenu {\n      recentes {\n        ...NotificacaoFields\n      }\n      antigas {\n        ...NotificacaoFields\n      }\n    }\n  }\n": types.NotificacoesMenuDocument,
    "\n  query Notificacoes($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {\n    notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) {\n      content {\n        ...NotificacaoFields\n      }\n      totalElements\n    }\n  }\n": types.NotificacoesDocument,
    "\n  mutation MarcarNotificacoesComoVisualizadas($ids: [ID!]) {\n    marcarNotificacoesComoVisualizadas(ids: $ids)\n  }\n": types.MarcarNotificacoesComoVisualizadasDocument,
    "\n  query ChavePublicaPush {\n    chavePublicaPush\n  }\n": types.ChavePublicaPushDocument,
    "\n  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {\n    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)\n  }\n": types.GerarPushSubscriptionDocument,
    "\n  mutation RemoverPushSubscription($endpoint: String!) {\n    removerPushSubscription(endpoint: $endpoint)\n  }\n": types.RemoverPushSubscriptionDocument,
    "fragment MarcaCadastroFields on MarcaCadastro { id nome palette facebookId active grupoEconomico { refId: id nome } redesSociais { id nome url icone } }": types.MarcaCadastroFieldsFragmentDoc,
    "fragment GrupoEconomicoFields on GrupoEconomico { id nome active }": types.GrupoEconomicoFieldsFragmentDoc,
    "fragment ProdutoCadastroFields on Produto { id codigo nome baseUri baseUriHomolog }": types.ProdutoCadastroFieldsFragmentDoc,
    "fragment TipoAcessoFields on TipoAcesso { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave nome } }": types.TipoAcessoFieldsFragmentDoc,
    "fragment FuncionalidadeCadastroFields on FuncionalidadeCadastro { id chave nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } tiposAcesso { refId: id nome } }": types.FuncionalidadeCadastroFieldsFragmentDoc,
    "fragment TipoUsuarioCadastroFields on TipoUsuarioCadastro { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn }": types.TipoUsuarioCadastroFieldsFragmentDoc,
    "fragment DivisaoFields on Divisao { id nome active }": types.DivisaoFieldsFragmentDoc,
    "fragment SetorFields on Setor { id nome active divisao { refId: id nome } }": types.SetorFieldsFragmentDoc,
    "fragment CargoFields on Cargo { id nome principal active setor { refId: id nome } }": types.CargoFieldsFragmentDoc,
    "fragment DepartamentoFields on Departamento { id nome sigla assinatura active }": types.DepartamentoFieldsFragmentDoc,
    "fragment DesligamentoFields on Desligamento { id motivo active }": types.DesligamentoFieldsFragmentDoc,
    "query MarcasPagina($filtro: FiltroCadastro) { page: marcasPagina(filtro: $filtro) { content { ...MarcaCadastroFields } totalElements } }": types.MarcasPaginaDocument,
    "query MarcaCadastro($id: ID!) { row: marca(id: $id) { ...MarcaCadastroFields } }": types.MarcaCadastroDocument,
    "mutation SalvarMarca($input: MarcaInput!) { row: salvarMarca(marca: $input) { ...MarcaCadastroFields } }": types.SalvarMarcaDocument,
    "mutation AtivarMarca($id: ID!) { row: ativarMarca(id: $id) { ...MarcaCadastroFields } }": types.AtivarMarcaDocument,
    "mutation InativarMarca($id: ID!) { row: inativarMarca(id: $id) { ...MarcaCadastroFields } }": types.InativarMarcaDocument,
    "query GruposEconomicosPagina($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { ...GrupoEconomicoFields } totalElements } }": types.GruposEconomicosPaginaDocument,
    "query GrupoEconomico($id: ID!) { row: grupoEconomico(id: $id) { ...GrupoEconomicoFields } }": types.GrupoEconomicoDocument,
    "mutation SalvarGrupoEconomico($input: GrupoEconomicoInput!) { row: salvarGrupoEconomico(grupoEconomico: $input) { ...GrupoEconomicoFields } }": types.SalvarGrupoEconomicoDocument,
    "mutation AtivarGrupoEconomico($id: ID!) { row: ativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }": types.AtivarGrupoEconomicoDocument,
    "mutation InativarGrupoEconomico($id: ID!) { row: inativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }": types.InativarGrupoEconomicoDocument,
    "query ProdutosPagina($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { ...ProdutoCadastroFields } totalElements } }": types.ProdutosPaginaDocument,
    "query ProdutoCadastro($id: ID!) { row: produto(id: $id) { ...ProdutoCadastroFields } }": types.ProdutoCadastroDocument,
    "mutation SalvarProduto($input: ProdutoInput!) { row: salvarProduto(produto: $input) { ...ProdutoCadastroFields } }": types.SalvarProdutoDocument,
    "query TiposAcessoPagina($filtro: FiltroCadastroProduto) { page: tiposAcessoPagina(filtro: $filtro) { content { ...TipoAcessoFields } totalElements } }": types.TiposAcessoPaginaDocument,
    "query TipoAcesso($id: ID!) { row: tipoAcesso(id: $id) { ...TipoAcessoFields } }": types.TipoAcessoDocument,
    "mutation SalvarTipoAcesso($input: TipoAcessoInput!) { row: salvarTipoAcesso(tipoAcesso: $input) { ...TipoAcessoFields } }": types.SalvarTipoAcessoDocument,
    "query FuncionalidadesPagina($filtro: FiltroCadastroProduto) { page: funcionalidadesPagina(filtro: $filtro) { content { ...FuncionalidadeCadastroFields } totalElements } }": types.FuncionalidadesPaginaDocument,
    "query FuncionalidadeCadastro($id: ID!) { row: funcionalidade(id: $id) { ...FuncionalidadeCadastroFields } }": types.FuncionalidadeCadastroDocument,
    "mutation SalvarFuncionalidade($input: FuncionalidadeInput!) { row: salvarFuncionalidade(funcionalidade: $input) { ...FuncionalidadeCadastroFields } }": types.SalvarFuncionalidadeDocument,
    "query TiposUsuarioPagina($filtro: FiltroCadastro) { page: tiposUsuarioPagina(filtro: $filtro) { content { ...TipoUsuarioCadastroFields } totalElements } }": types.TiposUsuarioPaginaDocument,
    "query TipoUsuarioCadastro($id: TipoUsuario!) { row: tipoUsuario(id: $id) { ...TipoUsuarioCadastroFields } }": types.TipoUsuarioCadastroDocument,
    "mutation SalvarTipoUsuario($input: TipoUsuarioInput!) { row: salvarTipoUsuario(tipoUsuario: $input) { ...TipoUsuarioCadastroFields } }": types.SalvarTipoUsuarioDocument,
    "query DivisoesPagina($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { ...DivisaoFields } totalElements } }": types.DivisoesPaginaDocument,
    "query Divisao($id: ID!) { row: divisao(id: $id) { ...DivisaoFields } }": types.DivisaoDocument,
    "mutation SalvarDivisao($input: DivisaoInput!) { row: salvarDivisao(divisao: $input) { ...DivisaoFields } }": types.SalvarDivisaoDocument,
    "mutation AtivarDivisao($id: ID!) { row: ativarDivisao(id: $id) { ...DivisaoFields } }": types.AtivarDivisaoDocument,
    "mutation InativarDivisao($id: ID!) { row: inativarDivisao(id: $id) { ...DivisaoFields } }": types.InativarDivisaoDocument,
    "query SetoresPagina($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { ...SetorFields } totalElements } }": types.SetoresPaginaDocument,
    "query Setor($id: ID!) { row: setor(id: $id) { ...SetorFields } }": types.SetorDocument,
    "mutation SalvarSetor($input: SetorInput!) { row: salvarSetor(setor: $input) { ...SetorFields } }": types.SalvarSetorDocument,
    "mutation AtivarSetor($id: ID!) { row: ativarSetor(id: $id) { ...SetorFields } }": types.AtivarSetorDocument,
    "mutation InativarSetor($id: ID!) { row: inativarSetor(id: $id) { ...SetorFields } }": types.InativarSetorDocument,
    "query CargosPagina($filtro: FiltroCadastro) { page: cargosPagina(filtro: $filtro) { content { ...CargoFields } totalElements } }": types.CargosPaginaDocument,
    "query Cargo($id: ID!) { row: cargo(id: $id) { ...CargoFields } }": types.CargoDocument,
    "mutation SalvarCargo($input: CargoInput!) { row: salvarCargo(cargo: $input) { ...CargoFields } }": types.SalvarCargoDocument,
    "mutation AtivarCargo($id: ID!) { row: ativarCargo(id: $id) { ...CargoFields } }": types.AtivarCargoDocument,
    "mutation InativarCargo($id: ID!) { row: inativarCargo(id: $id) { ...CargoFields } }": types.InativarCargoDocument,
    "query DepartamentosPagina($filtro: FiltroCadastro) { page: departamentosPagina(filtro: $filtro) { content { ...DepartamentoFields } totalElements } }": types.DepartamentosPaginaDocument,
    "query Departamento($id: ID!) { row: departamento(id: $id) { ...DepartamentoFields } }": types.DepartamentoDocument,
    "mutation SalvarDepartamento($input: DepartamentoInput!) { row: salvarDepartamento(departamento: $input) { ...DepartamentoFields } }": types.SalvarDepartamentoDocument,
    "mutation AtivarDepartamento($id: ID!) { row: ativarDepartamento(id: $id) { ...DepartamentoFields } }": types.AtivarDepartamentoDocument,
    "mutation InativarDepartamento($id: ID!) { row: inativarDepartamento(id: $id) { ...DepartamentoFields } }": types.InativarDepartamentoDocument,
    "query DesligamentosPagina($filtro: FiltroCadastro) { page: desligamentosPagina(filtro: $filtro) { content { ...DesligamentoFields } totalElements } }": types.DesligamentosPaginaDocument,
    "query Desligamento($id: ID!) { row: desligamento(id: $id) { ...DesligamentoFields } }": types.DesligamentoDocument,
    "mutation SalvarDesligamento($input: DesligamentoInput!) { row: salvarDesligamento(desligamento: $input) { ...DesligamentoFields } }": types.SalvarDesligamentoDocument,
    "mutation AtivarDesligamento($id: ID!) { row: ativarDesligamento(id: $id) { ...DesligamentoFields } }": types.AtivarDesligamentoDocument,
    "mutation InativarDesligamento($id: ID!) { row: inativarDesligamento(id: $id) { ...DesligamentoFields } }": types.InativarDesligamentoDocument,
    "query ProdutosOpcoes($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { id nome } totalElements } }": types.ProdutosOpcoesDocument,
    "query GruposEconomicosOpcoes($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { id nome active } totalElements } }": types.GruposEconomicosOpcoesDocument,
    "query DivisoesOpcoes($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { id nome active } totalElements } }": types.DivisoesOpcoesDocument,
    "query SetoresOpcoes($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { id nome active } totalElements } }": types.SetoresOpcoesDocument,
    "\n  query ProdutoFuncionalidades($id: ID!) {\n    produto(id: $id) {\n      id\n      funcionalidades {\n        id\n        chave\n        nome\n      }\n    }\n  }\n": types.ProdutoFuncionalidadesDocument,
    "\n  query UsuarioLogadoTipo {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n    }\n  }\n": types.UsuarioLogadoTipoDocument,
    "\n  fragment RelatorioFields on Relatorio {\n    id\n    slug\n    titulo\n    tituloPt\n    tituloEs\n    tituloEn\n    funcionalidades\n    tiposUsuario\n    tipo\n    url\n    relatorioInterno\n    active\n    ordem\n  }\n": types.RelatorioFieldsFragmentDoc,
    "\n  query Relatorio($slug: String!) {\n    relatorio(slug: $slug) {\n      ...RelatorioFields\n    }\n  }\n": types.RelatorioDocument,
    "\n  query DadosRelatorio($slug: String!) {\n    dadosRelatorio(slug: $slug) {\n      relatorioInterno\n      rotulos\n      colunas\n      linhas {\n        rotulos\n        valores\n      }\n    }\n  }\n": types.DadosRelatorioDocument,
    "\n  mutation ExportarRelatorio($slug: String!) {\n    exportarRelatorio(slug: $slug)\n  }\n": types.ExportarRelatorioDocument,
    "\n  query Relatorios($filtro: RelatoriosFiltro) {\n    relatorios(filtro: $filtro) {\n      content {\n        ...RelatorioFields\n      }\n      totalElements\n    }\n  }\n": types.RelatoriosDocument,
    "\n  query RelatorioCadastro($id: ID!) {\n    relatorioCadastro(id: $id) {\n      ...RelatorioFields\n    }\n  }\n": types.RelatorioCadastroDocument,
    "\n  mutation SalvarRelatorio($relatorio: RelatorioInput!) {\n    salvarRelatorio(relatorio: $relatorio) {\n      ...RelatorioFields\n    }\n  }\n": types.SalvarRelatorioDocument,
    "\n  mutation AtivarRelatorio($id: ID!) {\n    ativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n": types.AtivarRelatorioDocument,
    "\n  mutation InativarRelatorio($id: ID!) {\n    inativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n": types.InativarRelatorioDocument,
    "\n  query UsuarioLogado {\n    usuarioLogado {\n      id\n      nome\n      email\n      avatarLink\n      marcas {\n        id\n        description\n        facebookId\n        palette\n      }\n      tipo {\n        id\n      }\n      tiposUsuarios {\n        id\n      }\n      idioma {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n      dadosComplementares {\n        id\n        descricao\n        ordem\n        urlBase\n        tipo\n        funcionalidades {\n          id\n          chave\n        }\n      }\n    }\n  }\n": types.UsuarioLogadoDocument,
    "\n  query MenuUsuarioLogado {\n    menuUsuarioLogado {\n      title\n      theme\n      productName\n      currentProduct\n      linkHelpTec\n      linkPortal\n      linkAcademia\n      brandImageUrl\n      showMyAccount\n      showOnboarding\n      locales {\n        id\n        description\n      }\n      menus\n    }\n  }\n": types.MenuUsuarioLogadoDocument,
    "\n  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {\n    mudarLinguaUsuario(id: $id, idioma: $idioma) {\n      id\n      nome\n      idioma\n    }\n  }\n": types.MudarLinguaUsuarioDocument,
    "\n  fragment ImagemResponsivaFields on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n": types.ImagemResponsivaFieldsFragmentDoc,
    "\n  fragment SlideFields on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n": types.SlideFieldsFragmentDoc,
    "\n  fragment AnuncioFields on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n": types.AnuncioFieldsFragmentDoc,
    "\n  query Slides($filtro: SlidesFiltro) {\n    slides(filtro: $filtro) {\n      content {\n        ...SlideFields\n      }\n      totalElements\n    }\n  }\n": types.SlidesDocument,
    "\n  query Slide($id: ID!) {\n    slide(id: $id) {\n      ...SlideFields\n    }\n  }\n": types.SlideDocument,
    "\n  query Anuncios($filtro: SlidesFiltro) {\n    anuncios(filtro: $filtro) {\n      content {\n        ...AnuncioFields\n      }\n      totalElements\n    }\n  }\n": types.AnunciosDocument,
    "\n  query Anuncio($id: ID!) {\n    anuncio(id: $id) {\n      ...AnuncioFields\n    }\n  }\n": types.AnuncioDocument,
    "\n  mutation SalvarSlide($slide: SlideInput!) {\n    salvarSlide(slide: $slide) {\n      ...SlideFields\n    }\n  }\n": types.SalvarSlideDocument,
    "\n  mutation SalvarAnuncio($anuncio: AnuncioInput!) {\n    salvarAnuncio(anuncio: $anuncio) {\n      ...AnuncioFields\n    }\n  }\n": types.SalvarAnuncioDocument,
    "\n  mutation AtivarSlide($id: ID!) {\n    ativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": types.AtivarSlideDocument,
    "\n  mutation InativarSlide($id: ID!) {\n    inativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": types.InativarSlideDocument,
    "\n  mutation AtivarAnuncio($id: ID!) {\n    ativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": types.AtivarAnuncioDocument,
    "\n  mutation InativarAnuncio($id: ID!) {\n    inativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n": types.InativarAnuncioDocument,
    "\n  query SlidesGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n": types.SlidesGruposDocument,
    "\n  query SuperAdminProdutos {\n    produtos {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n": types.SuperAdminProdutosDocument,
    "\n  mutation EditarProduto($produto: ProdutoHomologInput!) {\n    editarProduto(produto: $produto) {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n": types.EditarProdutoDocument,
    "\n  fragment RelatorioSincronizacaoFields on RelatorioSincronizacao {\n    alvo\n    provedor\n    dryRun\n    criados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    atualizados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    desativados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    inalterados\n    observacao\n  }\n": types.RelatorioSincronizacaoFieldsFragmentDoc,
    "\n  mutation SincronizarUsuarios($dryRun: Boolean) {\n    sincronizarUsuarios(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": types.SincronizarUsuariosDocument,
    "\n  mutation SincronizarIdentityProvider($emailUsuario: String, $dryRun: Boolean) {\n    sincronizarIdentityProvider(emailUsuario: $emailUsuario, dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": types.SincronizarIdentityProviderDocument,
    "\n  mutation SincronizarDealers($dryRun: Boolean) {\n    sincronizarDealers(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": types.SincronizarDealersDocument,
    "\n  mutation SincronizarGrupos($dryRun: Boolean) {\n    sincronizarGrupos(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n": types.SincronizarGruposDocument,
    "\n  fragment MigracaoManutencaoFields on MigracaoManutencao {\n    id\n    tipo\n    status\n    feitos\n    total\n    log {\n      em\n      texto\n    }\n    erro\n    iniciadaEm\n    concluidaEm\n  }\n": types.MigracaoManutencaoFieldsFragmentDoc,
    "\n  query Migracoes {\n    migracoes {\n      ...MigracaoManutencaoFields\n    }\n  }\n": types.MigracoesDocument,
    "\n  mutation IniciarMigracao($tipo: TipoMigracao!) {\n    iniciarMigracao(tipo: $tipo) {\n      ...MigracaoManutencaoFields\n    }\n  }\n": types.IniciarMigracaoDocument,
    "\n  query OnboardingSeen($id: String!) {\n    currentUserOnboardingIsSeen(id: $id)\n  }\n": types.OnboardingSeenDocument,
    "\n  mutation SetOnboardingSeen($id: String!) {\n    setCurrentUserOnboardingSeen(id: $id)\n  }\n": types.SetOnboardingSeenDocument,
    "\n  fragment GrupoUsuariosFields on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n    todosDealers\n    dealers {\n      id\n      nomeExibicao\n    }\n    tiposAcesso {\n      id\n      nome\n      produto {\n        id\n        description\n      }\n    }\n    possuiCargos\n    cargos {\n      id\n      nome\n    }\n    possuiSetores\n    setores {\n      id\n      nome\n    }\n    possuiGrupos\n    grupos {\n      id\n      nome\n    }\n    possuiUsuariosManuais\n    usuariosManuais {\n      id\n      nome\n      email\n    }\n  }\n": types.GrupoUsuariosFieldsFragmentDoc,
    "\n  fragment GrupoUsuariosRow on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    possuiUsuariosManuais\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n  }\n": types.GrupoUsuariosRowFragmentDoc,
    "\n  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {\n    gruposUsuarios(filtro: $filtro) {\n      content {\n        ...GrupoUsuariosRow\n      }\n      totalElements\n    }\n  }\n": types.GruposUsuariosDocument,
    "\n  query GrupoUsuarios($id: ID!) {\n    grupoUsuarios(id: $id) {\n      ...GrupoUsuariosFields\n    }\n  }\n": types.GrupoUsuariosDocument,
    "\n  query GrupoUsuariosByNome($nome: String!) {\n    grupoUsuariosByNome(nome: $nome) {\n      id\n      nome\n    }\n  }\n": types.GrupoUsuariosByNomeDocument,
    "\n  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {\n    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {\n      ...GrupoUsuariosFields\n    }\n  }\n": types.SalvarGrupoUsuariosDocument,
    "\n  mutation ImportarGrupoUsuarios($importacaoId: ID!) {\n    importarGrupoUsuarios(importacaoId: $importacaoId) {\n      adicionados\n      grupo {\n        ...GrupoUsuariosFields\n      }\n    }\n  }\n": types.ImportarGrupoUsuariosDocument,
    "\n  mutation AtivarGrupoUsuarios($id: ID!) {\n    ativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n": types.AtivarGrupoUsuariosDocument,
    "\n  mutation InativarGrupoUsuarios($id: ID!) {\n    inativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n": types.InativarGrupoUsuariosDocument,
    "\n  query UsuariosByGruposUsuariosPaged($filterInput: UsuariosGruposFiltro!) {\n    usuariosByGruposUsuariosPaged(filterInput: $filterInput) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": types.UsuariosByGruposUsuariosPagedDocument,
    "\n  query UsuariosByNomeOrEmailStartingWith($texto: String!) {\n    usuariosByNomeOrEmailStartingWith(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n": types.UsuariosByNomeOrEmailStartingWithDocument,
    "\n  query UsuarioLogadoGrupos {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      marcas {\n        id\n        description\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n": types.UsuarioLogadoGruposDocument,
    "\n  query GrupoUsuariosOpcoes($marcas: [ID!]) {\n    usuarioDominio(marcas: $marcas) {\n      grupos {\n        id\n        nome\n        active\n      }\n      dealers {\n        id\n        nomeExibicao\n        active\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n      produtos {\n        id\n        nome\n        tiposAcesso {\n          id\n          nome\n        }\n      }\n    }\n  }\n": types.GrupoUsuariosOpcoesDocument,
    "\n  query GrupoUsuariosCargos {\n    cargos {\n      cargoId\n      nome\n      setor {\n        id\n        nome\n      }\n    }\n  }\n": types.GrupoUsuariosCargosDocument,
    "\n  query GruposAtivos {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": types.GruposAtivosDocument,
    "\n  mutation AtualizarGrupoFavorito($id: ID!) {\n    atualizarGrupoFavorito(id: $id) {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n": types.AtualizarGrupoFavoritoDocument,
    "\n  query Usuarios($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n        cpf\n        tipo\n        active\n        ativacaoEspecial\n        dealers {\n          id\n          nomeExibicao\n        }\n        acoesPermitidas\n      }\n      totalElements\n    }\n  }\n": types.UsuariosDocument,
    "\n  query UsuariosBusca($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n": types.UsuariosBuscaDocument,
    "\n  fragment UsuarioMarcaOpcao on UsuarioMarca {\n    id\n    description\n    active\n  }\n": types.UsuarioMarcaOpcaoFragmentDoc,
    "\n  fragment UsuarioGrupoOpcao on UsuarioGrupo {\n    id\n    nome\n    active\n  }\n": types.UsuarioGrupoOpcaoFragmentDoc,
    "\n  fragment UsuarioDealerOpcao on UsuarioDealer {\n    id\n    nome\n    nomeExibicao\n    active\n    codigoPrincipal\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n": types.UsuarioDealerOpcaoFragmentDoc,
    "\n  query Usuario($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      email\n      cpf\n      telefones\n      celulares\n      tipo\n      idioma\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n      active\n      acoesPermitidas\n    }\n  }\n": types.UsuarioDocument,
    "\n  query UsuarioProdutos($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n    }\n  }\n": types.UsuarioProdutosDocument,
    "\n  query InfoUsuario($usuarioId: ID!) {\n    infoUsuario(usuarioId: $usuarioId) {\n      dataAdmissao\n      emailSuperior\n      desligamento {\n        id\n        motivo\n      }\n      dataDesligamento\n    }\n  }\n": types.InfoUsuarioDocument,
    "\n  query Cargos($usuarioId: ID, $principais: Boolean) {\n    cargos(usuarioId: $usuarioId, principais: $principais) {\n      cargoId\n      nome\n      principal\n      setor {\n        id\n        nome\n        divisao {\n          id\n          nome\n        }\n      }\n      dealer {\n        id\n        nomeExibicao\n      }\n      departamento {\n        id\n        nome\n      }\n      dataInicio\n    }\n  }\n": types.CargosDocument,
    "\n  query UsuarioDominio($marcas: [ID!], $grupos: [ID!]) {\n    usuarioDominio(marcas: $marcas, grupos: $grupos) {\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n    }\n  }\n": types.UsuarioDominioDocument,
    "\n  query UsuarioFormDados {\n    usuariosPortalProperties {\n      tiposUsuarioDocumentoObrigatorio\n      tiposUsuarioInformarCargo\n      tiposUsuarioInformarGestao\n      informarDepartamentoCargo\n    }\n    departamentosCargosUsuarios {\n      id\n      nome\n      sigla\n    }\n    desligamentos {\n      id\n      motivo\n    }\n  }\n": types.UsuarioFormDadosDocument,
    "\n  query ProdutosByDealersAndTipoUsuario($idsDealer: [ID!], $tipoUsuario: TipoUsuario!) {\n    produtosByDealersAndTipoUsuario(idsDealer: $idsDealer, tipoUsuario: $tipoUsuario) {\n      id\n      nome\n      tiposAcesso {\n        id\n        nome\n        descricao\n        funcionalidadesPadrao\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n        tiposAcesso\n        concedivel\n      }\n    }\n  }\n": types.ProdutosByDealersAndTipoUsuarioDocument,
    "\n  query UsuarioByCpf($cpf: String!) {\n    usuarioByCpf(cpf: $cpf) {\n      id\n      nome\n    }\n  }\n": types.UsuarioByCpfDocument,
    "\n  query UsuarioByEmail($email: String!) {\n    usuarioByEmail(email: $email) {\n      id\n      nome\n    }\n  }\n": types.UsuarioByEmailDocument,
    "\n  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {\n    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {\n      criado\n      usuario {\n        id\n        nome\n      }\n    }\n  }\n": types.SalvarUsuarioDocument,
    "\n  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {\n    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)\n  }\n": types.PodeAdicionarCargoDocument,
    "\n  mutation AtivarUsuario($id: ID!) {\n    ativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": types.AtivarUsuarioDocument,
    "\n  mutation InativarUsuario($id: ID!) {\n    inativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": types.InativarUsuarioDocument,
    "\n  mutation LiberarAtivacaoEspecial($id: ID!) {\n    liberarAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": types.LiberarAtivacaoEspecialDocument,
    "\n  mutation RemoverAtivacaoEspecial($id: ID!) {\n    removerAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n": types.RemoverAtivacaoEspecialDocument,
    "\n  query UsuarioLogadoAcesso {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n": types.UsuarioLogadoAcessoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AusenciaFields on AusenciaTemporaria {\n    id\n    usuarioId\n    dataInicio\n    dataRetorno\n    motivo\n    situacao\n  }\n"): (typeof documents)["\n  fragment AusenciaFields on AusenciaTemporaria {\n    id\n    usuarioId\n    dataInicio\n    dataRetorno\n    motivo\n    situacao\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AusenciasTemporarias($usuarioId: ID!, $page: Int, $rowsPerPage: Int, $sortBy: String, $sortDirection: SortDirection) {\n    ausenciasTemporarias(usuarioId: $usuarioId, page: $page, rowsPerPage: $rowsPerPage, sortBy: $sortBy, sortDirection: $sortDirection) {\n      usuario {\n        id\n        nome\n        email\n        ausente\n      }\n      content {\n        ...AusenciaFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query AusenciasTemporarias($usuarioId: ID!, $page: Int, $rowsPerPage: Int, $sortBy: String, $sortDirection: SortDirection) {\n    ausenciasTemporarias(usuarioId: $usuarioId, page: $page, rowsPerPage: $rowsPerPage, sortBy: $sortBy, sortDirection: $sortDirection) {\n      usuario {\n        id\n        nome\n        email\n        ausente\n      }\n      content {\n        ...AusenciaFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {\n    salvarAusenciaTemporaria(ausencia: $ausencia) {\n      ...AusenciaFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarAusenciaTemporaria($ausencia: AusenciaTemporariaInput!) {\n    salvarAusenciaTemporaria(ausencia: $ausencia) {\n      ...AusenciaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoverAusenciaTemporaria($id: ID!) {\n    removerAusenciaTemporaria(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoverAusenciaTemporaria($id: ID!) {\n    removerAusenciaTemporaria(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MinhaContaFields on MinhaConta {\n    id\n    nome\n    email\n    telefones\n    celulares\n    avatarLink\n    idioma\n    tipo\n    ausente\n    podeAlterarSenha\n    marcas {\n      id\n      description\n    }\n    dealers {\n      id\n      nomeExibicao\n      codigoPrincipal\n    }\n    grupos {\n      id\n      nome\n    }\n    permissoes {\n      produto {\n        id\n        nome\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MinhaContaFields on MinhaConta {\n    id\n    nome\n    email\n    telefones\n    celulares\n    avatarLink\n    idioma\n    tipo\n    ausente\n    podeAlterarSenha\n    marcas {\n      id\n      description\n    }\n    dealers {\n      id\n      nomeExibicao\n      codigoPrincipal\n    }\n    grupos {\n      id\n      nome\n    }\n    permissoes {\n      produto {\n        id\n        nome\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MinhaConta {\n    minhaConta {\n      ...MinhaContaFields\n    }\n  }\n"): (typeof documents)["\n  query MinhaConta {\n    minhaConta {\n      ...MinhaContaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {\n    atualizarMinhaConta(dados: $dados) {\n      ...MinhaContaFields\n    }\n  }\n"): (typeof documents)["\n  mutation AtualizarMinhaConta($dados: MinhaContaInput!) {\n    atualizarMinhaConta(dados: $dados) {\n      ...MinhaContaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoverAvatar {\n    removerAvatar {\n      ...MinhaContaFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoverAvatar {\n    removerAvatar {\n      ...MinhaContaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {\n    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)\n  }\n"): (typeof documents)["\n  mutation AlterarMinhaSenha($senhaAtual: String!, $novaSenha: String!) {\n    alterarMinhaSenha(senhaAtual: $senhaAtual, novaSenha: $novaSenha)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Auditoria($id: ID!, $tipo: String!, $page: Int, $rowsPerPage: Int) {\n    auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rowsPerPage) {\n      nome\n      content {\n        id\n        em\n        usuario {\n          id\n          nome\n        }\n        acao\n        acaoDescricao\n        alteracoes {\n          campo\n          antes\n          depois\n        }\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Auditoria($id: ID!, $tipo: String!, $page: Int, $rowsPerPage: Int) {\n    auditoria(id: $id, tipo: $tipo, page: $page, rowsPerPage: $rowsPerPage) {\n      nome\n      content {\n        id\n        em\n        usuario {\n          id\n          nome\n        }\n        acao\n        acaoDescricao\n        alteracoes {\n          campo\n          antes\n          depois\n        }\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DealerFields on Dealer {\n    id\n    razaoSocial\n    nomeExibicao\n    cnpj\n    cnpjsAdicionais\n    codigoPrincipal\n    codigosAdicionais\n    endereco {\n      logradouro\n      bairro\n      cidade\n      uf\n      cep\n    }\n    telefones\n    celulares\n    active\n    marcas {\n      id\n      description\n    }\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment DealerFields on Dealer {\n    id\n    razaoSocial\n    nomeExibicao\n    cnpj\n    cnpjsAdicionais\n    codigoPrincipal\n    codigosAdicionais\n    endereco {\n      logradouro\n      bairro\n      cidade\n      uf\n      cep\n    }\n    telefones\n    celulares\n    active\n    marcas {\n      id\n      description\n    }\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrupoDealerFields on GrupoDealer {\n    id\n    nome\n    active\n    totalDealers\n  }\n"): (typeof documents)["\n  fragment GrupoDealerFields on GrupoDealer {\n    id\n    nome\n    active\n    totalDealers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dealers($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        ...DealerFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Dealers($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        ...DealerFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DealerIds($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        id\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query DealerIds($filtro: DealerFiltro) {\n    dealers(filtro: $filtro) {\n      content {\n        id\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dealer($id: ID!) {\n    dealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"): (typeof documents)["\n  query Dealer($id: ID!) {\n    dealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarDealer($dealer: DealerInput!) {\n    salvarDealer(dealer: $dealer) {\n      ...DealerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarDealer($dealer: DealerInput!) {\n    salvarDealer(dealer: $dealer) {\n      ...DealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarDealer($id: ID!) {\n    ativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarDealer($id: ID!) {\n    ativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarDealer($id: ID!) {\n    inativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"): (typeof documents)["\n  mutation InativarDealer($id: ID!) {\n    inativarDealer(id: $id) {\n      ...DealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GruposDealers($filtro: GrupoDealerFiltro) {\n    gruposDealers(filtro: $filtro) {\n      content {\n        ...GrupoDealerFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query GruposDealers($filtro: GrupoDealerFiltro) {\n    gruposDealers(filtro: $filtro) {\n      content {\n        ...GrupoDealerFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrupoDealer($id: ID!) {\n    grupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n"): (typeof documents)["\n  query GrupoDealer($id: ID!) {\n    grupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {\n    salvarGrupoDealer(grupo: $grupo) {\n      ...GrupoDealerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarGrupoDealer($grupo: GrupoDealerInput!) {\n    salvarGrupoDealer(grupo: $grupo) {\n      ...GrupoDealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarGrupoDealer($id: ID!) {\n    ativarGrupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarGrupoDealer($id: ID!) {\n    ativarGrupoDealer(id: $id) {\n      ...GrupoDealerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarGrupoDealer($id: ID!) {\n    inativarGrupoDealer(id: $id) {\n      grupo {\n        ...GrupoDealerFields\n      }\n      dealersInativados\n      usuariosInativados\n    }\n  }\n"): (typeof documents)["\n  mutation InativarGrupoDealer($id: ID!) {\n    inativarGrupoDealer(id: $id) {\n      grupo {\n        ...GrupoDealerFields\n      }\n      dealersInativados\n      usuariosInativados\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {\n    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {\n      dealersDesvinculados\n      dealersInativados\n    }\n  }\n"): (typeof documents)["\n  mutation RemoverMarcaDealers($marcaId: ID!, $dealerIds: [ID!]) {\n    removerMarcaDealers(marcaId: $marcaId, dealerIds: $dealerIds) {\n      dealersDesvinculados\n      dealersInativados\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarcasDealers($filtro: FiltroCadastro) {\n    marcasPagina(filtro: $filtro) {\n      content {\n        id\n        nome\n        active\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query MarcasDealers($filtro: FiltroCadastro) {\n    marcasPagina(filtro: $filtro) {\n      content {\n        id\n        nome\n        active\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImagemHome on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n"): (typeof documents)["\n  fragment ImagemHome on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlideHome on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n"): (typeof documents)["\n  fragment SlideHome on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlidesAtivos {\n    slidesAtivos {\n      ...SlideHome\n    }\n  }\n"): (typeof documents)["\n  query SlidesAtivos {\n    slidesAtivos {\n      ...SlideHome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnuncioHome on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n"): (typeof documents)["\n  fragment AnuncioHome on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    arquivo {\n      ...ImagemHome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnuncioAleatorio {\n    anuncioAleatorio {\n      ...AnuncioHome\n    }\n  }\n"): (typeof documents)["\n  query AnuncioAleatorio {\n    anuncioAleatorio {\n      ...AnuncioHome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnvioRecente on ComunicadoEnvio {\n    id\n    lido\n    data\n    comunicado {\n      id\n      titulo\n      envioDateTime\n      usuarioCriador {\n        id\n        nome\n      }\n      arquivos {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EnvioRecente on ComunicadoEnvio {\n    id\n    lido\n    data\n    comunicado {\n      id\n      titulo\n      envioDateTime\n      usuarioCriador {\n        id\n        nome\n      }\n      arquivos {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComunicadoEnviosRecentes {\n    comunicadoEnviosRecentes {\n      ...EnvioRecente\n    }\n  }\n"): (typeof documents)["\n  query ComunicadoEnviosRecentes {\n    comunicadoEnviosRecentes {\n      ...EnvioRecente\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArquivoRecente on ItemBiblioteca {\n    id\n    nome\n    ultimaModificacao\n    arquivoMiniaturaLink\n    pastaPai {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  fragment ArquivoRecente on ItemBiblioteca {\n    id\n    nome\n    ultimaModificacao\n    arquivoMiniaturaLink\n    pastaPai {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArquivosRecentesHome {\n    ultimosModificados {\n      ...ArquivoRecente\n    }\n  }\n"): (typeof documents)["\n  query ArquivosRecentesHome {\n    ultimosModificados {\n      ...ArquivoRecente\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeSocialHome on RedeSocial {\n    id\n    nome\n    url\n    icone\n  }\n"): (typeof documents)["\n  fragment RedeSocialHome on RedeSocial {\n    id\n    nome\n    url\n    icone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedesSociais($marca: ID!) {\n    redesSociais(marca: $marca) {\n      ...RedeSocialHome\n    }\n  }\n"): (typeof documents)["\n  query RedesSociais($marca: ID!) {\n    redesSociais(marca: $marca) {\n      ...RedeSocialHome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportacaoFields on ImportStatus {\n    id\n    fileName\n    status\n    total\n    done\n    progress\n    linhas\n    criar\n    atualizar\n    comErro\n    falhas\n    erro\n    createdAt\n    concluidoEm\n  }\n"): (typeof documents)["\n  fragment ImportacaoFields on ImportStatus {\n    id\n    fileName\n    status\n    total\n    done\n    progress\n    linhas\n    criar\n    atualizar\n    comErro\n    falhas\n    erro\n    createdAt\n    concluidoEm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Importacoes($page: Int, $rowsPerPage: Int) {\n    importacoes(page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        ...ImportacaoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Importacoes($page: Int, $rowsPerPage: Int) {\n    importacoes(page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        ...ImportacaoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportStatus($id: ID) {\n    importStatus(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"): (typeof documents)["\n  query ImportStatus($id: ID) {\n    importStatus(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrosImportacao($id: ID!, $page: Int, $rowsPerPage: Int) {\n    errosImportacao(id: $id, page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        linha\n        coluna\n        mensagem\n      }\n    }\n  }\n"): (typeof documents)["\n  query ErrosImportacao($id: ID!, $page: Int, $rowsPerPage: Int) {\n    errosImportacao(id: $id, page: $page, rowsPerPage: $rowsPerPage) {\n      totalElements\n      content {\n        linha\n        coluna\n        mensagem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmarImportacao($id: ID!) {\n    confirmarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmarImportacao($id: ID!) {\n    confirmarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelarImportacao($id: ID!) {\n    cancelarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelarImportacao($id: ID!) {\n    cancelarImportacao(id: $id) {\n      ...ImportacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportsNaoLidas {\n    countNotificacoesNaoLidas\n  }\n"): (typeof documents)["\n  query ImportsNaoLidas {\n    countNotificacoesNaoLidas\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PastasComPermissaoEscrita($busca: String) {\n    pastasComPermissaoEscrita(busca: $busca) {\n      id\n      nome\n      caminho\n      idsCaminho\n    }\n  }\n"): (typeof documents)["\n  query PastasComPermissaoEscrita($busca: String) {\n    pastasComPermissaoEscrita(busca: $busca) {\n      id\n      nome\n      caminho\n      idsCaminho\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GruposAtivosBiblioteca {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"): (typeof documents)["\n  query GruposAtivosBiblioteca {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {\n    criarNovaPasta(novaPasta: $novaPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CriarNovaPasta($novaPasta: NovaPastaInput!) {\n    criarNovaPasta(novaPasta: $novaPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {\n    concederAcesso(novasPermissoes: $novasPermissoes) {\n      ...ItemBibliotecaFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConcederAcesso($novasPermissoes: NovasPermissoesInput!) {\n    concederAcesso(novasPermissoes: $novasPermissoes) {\n      ...ItemBibliotecaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {\n    uploadArquivos(arquivos: $arquivos) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  mutation UploadArquivos($arquivos: [UploadArquivoInput!]!) {\n    uploadArquivos(arquivos: $arquivos) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExcluirItemBiblioteca($idItem: ID!) {\n    excluirItemBiblioteca(idItem: $idItem)\n  }\n"): (typeof documents)["\n  mutation ExcluirItemBiblioteca($idItem: ID!) {\n    excluirItemBiblioteca(idItem: $idItem)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {\n    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {\n      id\n      nome\n      ultimaModificacao\n    }\n  }\n"): (typeof documents)["\n  mutation RenomearItemBiblioteca($idItemBiblioteca: ID!, $novoNome: String!) {\n    renomearItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, novoNome: $novoNome) {\n      id\n      nome\n      ultimaModificacao\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoverItemBiblioteca($idItemBiblioteca: ID!, $idNovaLocalizacao: ID) {\n    moverItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, idNovaLocalizacao: $idNovaLocalizacao) {\n      id\n      nome\n      pastaPai {\n        id\n        nome\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoverItemBiblioteca($idItemBiblioteca: ID!, $idNovaLocalizacao: ID) {\n    moverItemBiblioteca(idItemBiblioteca: $idItemBiblioteca, idNovaLocalizacao: $idNovaLocalizacao) {\n      id\n      nome\n      pastaPai {\n        id\n        nome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissoesEfetivasPasta($idPasta: ID!) {\n    permissoesEfetivasPasta(idPasta: $idPasta) {\n      pasta {\n        id\n        nome\n      }\n      permissoes {\n        grupoUsuarios {\n          id\n          nome\n          visivel\n        }\n        permissao\n        origem {\n          id\n          nome\n        }\n        herdada\n        totalUsuarios\n      }\n      totalLeitura\n      totalEscrita\n      totalGestores\n    }\n  }\n"): (typeof documents)["\n  query PermissoesEfetivasPasta($idPasta: ID!) {\n    permissoesEfetivasPasta(idPasta: $idPasta) {\n      pasta {\n        id\n        nome\n      }\n      permissoes {\n        grupoUsuarios {\n          id\n          nome\n          visivel\n        }\n        permissao\n        origem {\n          id\n          nome\n        }\n        herdada\n        totalUsuarios\n      }\n      totalLeitura\n      totalEscrita\n      totalGestores\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadsPasta($filtro: DownloadsPastaFiltro!) {\n    downloadsPasta(filtro: $filtro) {\n      content {\n        id\n        item {\n          id\n          nome\n        }\n        usuario {\n          id\n          nome\n          email\n        }\n        em\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query DownloadsPasta($filtro: DownloadsPastaFiltro!) {\n    downloadsPasta(filtro: $filtro) {\n      content {\n        id\n        item {\n          id\n          nome\n        }\n        usuario {\n          id\n          nome\n          email\n        }\n        em\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemBibliotecaFields on ItemBiblioteca {\n    id\n    nome\n    pasta\n    pastaPai {\n      id\n      nome\n    }\n    proprietario {\n      id\n      nome\n      email\n    }\n    permissoesAcessoUsuarioLogado {\n      id\n      description\n    }\n    permissoes {\n      id\n      grupoUsuarios {\n        id\n        nome\n        visivel\n      }\n      permissaoAcessoPasta {\n        id\n      }\n    }\n    ultimaModificacao\n    dataCriacao\n    arquivo {\n      id\n      nome\n      tamanho\n    }\n    arquivoLink\n    arquivoMiniaturaLink\n    arquivoImagem\n    breadcrumb {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  fragment ItemBibliotecaFields on ItemBiblioteca {\n    id\n    nome\n    pasta\n    pastaPai {\n      id\n      nome\n    }\n    proprietario {\n      id\n      nome\n      email\n    }\n    permissoesAcessoUsuarioLogado {\n      id\n      description\n    }\n    permissoes {\n      id\n      grupoUsuarios {\n        id\n        nome\n        visivel\n      }\n      permissaoAcessoPasta {\n        id\n      }\n    }\n    ultimaModificacao\n    dataCriacao\n    arquivo {\n      id\n      nome\n      tamanho\n    }\n    arquivoLink\n    arquivoMiniaturaLink\n    arquivoImagem\n    breadcrumb {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pasta($idPasta: ID!) {\n    pasta(idPasta: $idPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n"): (typeof documents)["\n  query Pasta($idPasta: ID!) {\n    pasta(idPasta: $idPasta) {\n      ...ItemBibliotecaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemsPorPasta($idPastaPai: ID) {\n    itemsPorPasta(idPastaPai: $idPastaPai) {\n      ...ItemBibliotecaFields\n    }\n  }\n"): (typeof documents)["\n  query ItemsPorPasta($idPastaPai: ID) {\n    itemsPorPasta(idPastaPai: $idPastaPai) {\n      ...ItemBibliotecaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UltimosModificados {\n    ultimosModificados {\n      ...ItemBibliotecaFields\n    }\n  }\n"): (typeof documents)["\n  query UltimosModificados {\n    ultimosModificados {\n      ...ItemBibliotecaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {\n    buscaBibliotecaPaged(filterInput: $filterInput) {\n      content {\n        ...ItemBibliotecaFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query BuscaBibliotecaPaged($filterInput: BuscaBibliotecaFiltro!) {\n    buscaBibliotecaPaged(filterInput: $filterInput) {\n      content {\n        ...ItemBibliotecaFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {\n    gerarLinkDownloadByItemBiblioteca(id: $id)\n  }\n"): (typeof documents)["\n  mutation GerarLinkDownloadByItemBiblioteca($id: ID!) {\n    gerarLinkDownloadByItemBiblioteca(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComunicadoDashboard($id: ID!) {\n    dashboardComunicado(id: $id) {\n      comunicado {\n        id\n        numero\n        titulo\n        status {\n          id\n          description\n        }\n        errata\n        original {\n          id\n          numero\n        }\n        requerCiencia\n        envioDateTime\n        emailsAvulsos {\n          email\n          status {\n            name\n            descricao\n          }\n          motivo\n        }\n      }\n      entregues\n      lidos {\n        total\n        percentual\n      }\n      cientes {\n        total\n        percentual\n      }\n      pendentesLeitura {\n        total\n        percentual\n      }\n      pendentesCiencia {\n        total\n        percentual\n      }\n      serie {\n        dia\n        lidos\n        cientes\n        lidosAcumulado\n        cientesAcumulado\n      }\n      proximoLembretePermitido\n    }\n  }\n"): (typeof documents)["\n  query ComunicadoDashboard($id: ID!) {\n    dashboardComunicado(id: $id) {\n      comunicado {\n        id\n        numero\n        titulo\n        status {\n          id\n          description\n        }\n        errata\n        original {\n          id\n          numero\n        }\n        requerCiencia\n        envioDateTime\n        emailsAvulsos {\n          email\n          status {\n            name\n            descricao\n          }\n          motivo\n        }\n      }\n      entregues\n      lidos {\n        total\n        percentual\n      }\n      cientes {\n        total\n        percentual\n      }\n      pendentesLeitura {\n        total\n        percentual\n      }\n      pendentesCiencia {\n        total\n        percentual\n      }\n      serie {\n        dia\n        lidos\n        cientes\n        lidosAcumulado\n        cientesAcumulado\n      }\n      proximoLembretePermitido\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuebraComunicadoLinha on QuebraComunicado {\n    chave: id\n    nome\n    entregues\n    lidos\n    cientes\n  }\n"): (typeof documents)["\n  fragment QuebraComunicadoLinha on QuebraComunicado {\n    chave: id\n    nome\n    entregues\n    lidos\n    cientes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuebraComunicado($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {\n    quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) {\n      content {\n        ...QuebraComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query QuebraComunicado($id: ID!, $nivel: NivelQuebraComunicado!, $page: Int, $rowsPerPage: Int) {\n    quebraComunicado(id: $id, nivel: $nivel, page: $page, rowsPerPage: $rowsPerPage) {\n      content {\n        ...QuebraComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendenteComunicadoLinha on PendenteComunicado {\n    usuario {\n      id\n      nome\n      email\n    }\n    dealer\n    grupo\n    lido\n    lidoEm\n  }\n"): (typeof documents)["\n  fragment PendenteComunicadoLinha on PendenteComunicado {\n    usuario {\n      id\n      nome\n      email\n    }\n    dealer\n    grupo\n    lido\n    lidoEm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendentesComunicado($id: ID!, $filtro: PendentesComunicadoFiltro!) {\n    pendentesComunicado(id: $id, filtro: $filtro) {\n      content {\n        ...PendenteComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query PendentesComunicado($id: ID!, $filtro: PendentesComunicadoFiltro!) {\n    pendentesComunicado(id: $id, filtro: $filtro) {\n      content {\n        ...PendenteComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LembrarPendentesComunicado($id: ID!) {\n    lembrarPendentesComunicado(id: $id)\n  }\n"): (typeof documents)["\n  mutation LembrarPendentesComunicado($id: ID!) {\n    lembrarPendentesComunicado(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportacaoComunicadoFields on ExportacaoComunicado {\n    id\n    status\n    progresso\n    total\n    link\n    erro\n  }\n"): (typeof documents)["\n  fragment ExportacaoComunicadoFields on ExportacaoComunicado {\n    id\n    status\n    progresso\n    total\n    link\n    erro\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportacaoComunicado($id: ID!) {\n    exportacaoComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n"): (typeof documents)["\n  query ExportacaoComunicado($id: ID!) {\n    exportacaoComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportarComunicado($id: ID!) {\n    exportarComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n"): (typeof documents)["\n  mutation ExportarComunicado($id: ID!) {\n    exportarComunicado(id: $id) {\n      ...ExportacaoComunicadoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoFormFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    dataHoraAgendamento\n    expiraEm\n    motivoRejeicao\n    requerCiencia\n    status {\n      id\n      description\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n      email\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    errata\n    idParent\n    original {\n      id\n      numero\n      titulo\n    }\n    podeEditar\n    podeEnviar\n  }\n"): (typeof documents)["\n  fragment ComunicadoFormFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    dataHoraAgendamento\n    expiraEm\n    motivoRejeicao\n    requerCiencia\n    status {\n      id\n      description\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n      email\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    errata\n    idParent\n    original {\n      id\n      numero\n      titulo\n    }\n    podeEditar\n    podeEnviar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoFormFields\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormDepartamentos {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n      assinatura\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormDepartamentos {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n      assinatura\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormEtiquetas($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n"): (typeof documents)["\n  query NoticeFormEtiquetas($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n      favorito\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n      favorito\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormUsuarios($texto: String!) {\n    usuariosComunicado(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormUsuarios($texto: String!) {\n    usuariosComunicado(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormAprovadores($busca: String) {\n    aprovadoresComunicado(busca: $busca) {\n      id\n      nome\n      email\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormAprovadores($busca: String) {\n    aprovadoresComunicado(busca: $busca) {\n      id\n      nome\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormAudiencia($destinatarios: AudienciaComunicadoInput!) {\n    audienciaComunicado(destinatarios: $destinatarios) {\n      usuarios\n      emails\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormAudiencia($destinatarios: AudienciaComunicadoInput!) {\n    audienciaComunicado(destinatarios: $destinatarios) {\n      usuarios\n      emails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeFormPreviewGrupos($filtro: DestinatariosGruposComunicadoFiltro!) {\n    destinatariosGruposComunicado(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query NoticeFormPreviewGrupos($filtro: DestinatariosGruposComunicadoFiltro!) {\n    destinatariosGruposComunicado(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeFormSalvar($comunicado: ComunicadoInput!) {\n    salvarComunicado(comunicado: $comunicado) {\n      ...ComunicadoFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeFormSalvar($comunicado: ComunicadoInput!) {\n    salvarComunicado(comunicado: $comunicado) {\n      ...ComunicadoFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeFormEnviar($id: ID!) {\n    enviarComunicado(id: $id) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeFormEnviar($id: ID!) {\n    enviarComunicado(id: $id) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeFormEnviarParaAprovacao($id: ID!, $idAprovador: ID!) {\n    enviarComunicadoParaAprovacao(id: $id, idAprovador: $idAprovador) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeFormEnviarParaAprovacao($id: ID!, $idAprovador: ID!) {\n    enviarComunicadoParaAprovacao(id: $id, idAprovador: $idAprovador) {\n      id\n      status {\n        id\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeFormCriarErrata($idParent: ID!) {\n    criarErrataComunicado(idParent: $idParent) {\n      ...ComunicadoFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeFormCriarErrata($idParent: ID!) {\n    criarErrataComunicado(idParent: $idParent) {\n      ...ComunicadoFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoEnvioEstado on ComunicadoEnvio {\n    id\n    lido\n    lidoEm\n    arquivado\n    favorito\n    ciente\n    cienteEm\n  }\n"): (typeof documents)["\n  fragment ComunicadoEnvioEstado on ComunicadoEnvio {\n    id\n    lido\n    lidoEm\n    arquivado\n    favorito\n    ciente\n    cienteEm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoEnvioLinha on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      envioDateTime\n      expiraEm\n      requerCiencia\n      errata\n      original {\n        id\n        numero\n      }\n      usuarioCriador {\n        id\n        nome\n      }\n      departamento {\n        id\n        nome\n        sigla\n      }\n      etiquetas\n    }\n  }\n"): (typeof documents)["\n  fragment ComunicadoEnvioLinha on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      envioDateTime\n      expiraEm\n      requerCiencia\n      errata\n      original {\n        id\n        numero\n      }\n      usuarioCriador {\n        id\n        nome\n      }\n      departamento {\n        id\n        nome\n        sigla\n      }\n      etiquetas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoEnvioDetalhe on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      mensagem\n      envioDateTime\n      expiraEm\n      requerCiencia\n      usuarioCriador {\n        id\n        nome\n        email\n      }\n      departamento {\n        id\n        nome\n        sigla\n        assinatura\n      }\n      etiquetas\n      arquivos {\n        id\n        nome\n        tamanho\n        link\n      }\n      errata\n      original {\n        id\n        numero\n        titulo\n      }\n      erratas {\n        id\n        numero\n        titulo\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ComunicadoEnvioDetalhe on ComunicadoEnvio {\n    ...ComunicadoEnvioEstado\n    data\n    comunicado {\n      id\n      numero\n      titulo\n      mensagem\n      envioDateTime\n      expiraEm\n      requerCiencia\n      usuarioCriador {\n        id\n        nome\n        email\n      }\n      departamento {\n        id\n        nome\n        sigla\n        assinatura\n      }\n      etiquetas\n      arquivos {\n        id\n        nome\n        tamanho\n        link\n      }\n      errata\n      original {\n        id\n        numero\n        titulo\n      }\n      erratas {\n        id\n        numero\n        titulo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoLinha on Comunicado {\n    id\n    numero\n    titulo\n    status {\n      id\n      description\n    }\n    createdDateTime\n    envioDateTime\n    dataHoraAgendamento\n    usuarioCriador {\n      id\n      nome\n    }\n    usuarioAprovador {\n      id\n      nome\n    }\n    departamento {\n      id\n      nome\n      sigla\n    }\n    etiquetas\n    errata\n    original {\n      id\n      numero\n    }\n    destinatarios\n    rascunho\n    rejeitado\n    podeEditar\n  }\n"): (typeof documents)["\n  fragment ComunicadoLinha on Comunicado {\n    id\n    numero\n    titulo\n    status {\n      id\n      description\n    }\n    createdDateTime\n    envioDateTime\n    dataHoraAgendamento\n    usuarioCriador {\n      id\n      nome\n    }\n    usuarioAprovador {\n      id\n      nome\n    }\n    departamento {\n      id\n      nome\n      sigla\n    }\n    etiquetas\n    errata\n    original {\n      id\n      numero\n    }\n    destinatarios\n    rascunho\n    rejeitado\n    podeEditar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComunicadoEnvios($filtro: ComunicadoEnvioFiltro!) {\n    comunicadoEnvios(filtro: $filtro) {\n      content {\n        ...ComunicadoEnvioLinha\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query ComunicadoEnvios($filtro: ComunicadoEnvioFiltro!) {\n    comunicadoEnvios(filtro: $filtro) {\n      content {\n        ...ComunicadoEnvioLinha\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comunicados($filtro: ComunicadoFiltro!) {\n    comunicados(filtro: $filtro) {\n      content {\n        ...ComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Comunicados($filtro: ComunicadoFiltro!) {\n    comunicados(filtro: $filtro) {\n      content {\n        ...ComunicadoLinha\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountComunicadosNaoLidos {\n    countComunicadosNaoLidos\n  }\n"): (typeof documents)["\n  query CountComunicadosNaoLidos {\n    countComunicadosNaoLidos\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartamentosComunicadosFiltro {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n    }\n  }\n"): (typeof documents)["\n  query DepartamentosComunicadosFiltro {\n    departamentosComunicados {\n      id\n      nome\n      sigla\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EtiquetasComunicadosFiltro($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n"): (typeof documents)["\n  query EtiquetasComunicadosFiltro($busca: String) {\n    etiquetasComunicados(busca: $busca)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComunicadoEnvio($idComunicado: ID!) {\n    comunicadoEnvio(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioDetalhe\n    }\n  }\n"): (typeof documents)["\n  query ComunicadoEnvio($idComunicado: ID!) {\n    comunicadoEnvio(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioDetalhe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarcarComunicadoComoLido($idComunicado: ID!) {\n    marcarComunicadoComoLido(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"): (typeof documents)["\n  mutation MarcarComunicadoComoLido($idComunicado: ID!) {\n    marcarComunicadoComoLido(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DarCienciaComunicado($idComunicado: ID!) {\n    darCienciaComunicado(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"): (typeof documents)["\n  mutation DarCienciaComunicado($idComunicado: ID!) {\n    darCienciaComunicado(idComunicado: $idComunicado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FavoritarComunicado($idComunicado: ID!, $favorito: Boolean!) {\n    favoritarComunicado(idComunicado: $idComunicado, favorito: $favorito) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"): (typeof documents)["\n  mutation FavoritarComunicado($idComunicado: ID!, $favorito: Boolean!) {\n    favoritarComunicado(idComunicado: $idComunicado, favorito: $favorito) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArquivarComunicado($idComunicado: ID!, $arquivado: Boolean!) {\n    arquivarComunicado(idComunicado: $idComunicado, arquivado: $arquivado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"): (typeof documents)["\n  mutation ArquivarComunicado($idComunicado: ID!, $arquivado: Boolean!) {\n    arquivarComunicado(idComunicado: $idComunicado, arquivado: $arquivado) {\n      ...ComunicadoEnvioEstado\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComunicadoVisualizarFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    createdDateTime\n    envioDateTime\n    motivoRejeicao\n    dataHoraAgendamento\n    expiraEm\n    requerCiencia\n    status {\n      id\n      description\n    }\n    usuarioCriador {\n      id\n      nome\n      email\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n      status {\n        name\n        descricao\n      }\n      motivo\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    errata\n    original {\n      id\n      numero\n      titulo\n    }\n    erratas {\n      id\n      numero\n      titulo\n    }\n    destinatarios\n    podeEditar\n    podeEnviar\n    podeAprovar\n    podeCriarErrata\n  }\n"): (typeof documents)["\n  fragment ComunicadoVisualizarFields on Comunicado {\n    id\n    numero\n    titulo\n    mensagem\n    createdDateTime\n    envioDateTime\n    motivoRejeicao\n    dataHoraAgendamento\n    expiraEm\n    requerCiencia\n    status {\n      id\n      description\n    }\n    usuarioCriador {\n      id\n      nome\n      email\n    }\n    usuarioAprovador {\n      id\n      nome\n      email\n    }\n    grupos {\n      id\n      nome\n    }\n    usuariosRemovidos {\n      id\n      nome\n    }\n    etiquetas\n    arquivos {\n      id\n      nome\n      tamanho\n      link\n    }\n    emailsAvulsos {\n      email\n      status {\n        name\n        descricao\n      }\n      motivo\n    }\n    departamento {\n      id\n      nome\n      sigla\n      assinatura\n    }\n    errata\n    original {\n      id\n      numero\n      titulo\n    }\n    erratas {\n      id\n      numero\n      titulo\n    }\n    destinatarios\n    podeEditar\n    podeEnviar\n    podeAprovar\n    podeCriarErrata\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeViewComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"): (typeof documents)["\n  query NoticeViewComunicado($id: ID!) {\n    comunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeViewAprovar($id: ID!) {\n    aprovarComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeViewAprovar($id: ID!) {\n    aprovarComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeViewRejeitar($id: ID!, $motivo: String!) {\n    rejeitarComunicado(id: $id, motivo: $motivo) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeViewRejeitar($id: ID!, $motivo: String!) {\n    rejeitarComunicado(id: $id, motivo: $motivo) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticeViewCancelarAgendamento($id: ID!) {\n    cancelarAgendamentoComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"): (typeof documents)["\n  mutation NoticeViewCancelarAgendamento($id: ID!) {\n    cancelarAgendamentoComunicado(id: $id) {\n      ...ComunicadoVisualizarFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModeloNotificacaoFields on ModeloNotificacao {\n    id\n    nome\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    active\n    placeholders\n  }\n"): (typeof documents)["\n  fragment ModeloNotificacaoFields on ModeloNotificacao {\n    id\n    nome\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    active\n    placeholders\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificacaoGenericaRow on NotificacaoGenerica {\n    id\n    titulo\n    grupos {\n      id\n      nome\n    }\n    status\n    agendadaPara\n    enviadaEm\n    entregues\n    lidas\n    criador\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificacaoGenericaRow on NotificacaoGenerica {\n    id\n    titulo\n    grupos {\n      id\n      nome\n    }\n    status\n    agendadaPara\n    enviadaEm\n    entregues\n    lidas\n    criador\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificacaoGenericaFields on NotificacaoGenerica {\n    ...NotificacaoGenericaRow\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    modelo {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  fragment NotificacaoGenericaFields on NotificacaoGenerica {\n    ...NotificacaoGenericaRow\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    modelo {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelosNotificacao($filtro: ModeloNotificacaoFiltro) {\n    modelosNotificacao(filtro: $filtro) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query ModelosNotificacao($filtro: ModeloNotificacaoFiltro) {\n    modelosNotificacao(filtro: $filtro) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModeloNotificacao($id: ID!) {\n    modeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"): (typeof documents)["\n  query ModeloNotificacao($id: ID!) {\n    modeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarModeloNotificacao($modelo: ModeloNotificacaoInput!) {\n    salvarModeloNotificacao(modelo: $modelo) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarModeloNotificacao($modelo: ModeloNotificacaoInput!) {\n    salvarModeloNotificacao(modelo: $modelo) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarModeloNotificacao($id: ID!) {\n    ativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarModeloNotificacao($id: ID!) {\n    ativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarModeloNotificacao($id: ID!) {\n    inativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation InativarModeloNotificacao($id: ID!) {\n    inativarModeloNotificacao(id: $id) {\n      ...ModeloNotificacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificacoesGenericas($filtro: NotificacaoGenericaFiltro) {\n    notificacoesGenericas(filtro: $filtro) {\n      content {\n        ...NotificacaoGenericaRow\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query NotificacoesGenericas($filtro: NotificacaoGenericaFiltro) {\n    notificacoesGenericas(filtro: $filtro) {\n      content {\n        ...NotificacaoGenericaRow\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificacaoGenerica($id: ID!) {\n    notificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"): (typeof documents)["\n  query NotificacaoGenerica($id: ID!) {\n    notificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    salvarNotificacaoGenerica(notificacao: $notificacao) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    salvarNotificacaoGenerica(notificacao: $notificacao) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelarNotificacaoGenerica($id: ID!) {\n    cancelarNotificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelarNotificacaoGenerica($id: ID!) {\n    cancelarNotificacaoGenerica(id: $id) {\n      ...NotificacaoGenericaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    previewNotificacaoGenerica(notificacao: $notificacao) {\n      titulo\n      texto\n      destinatarios\n    }\n  }\n"): (typeof documents)["\n  query PreviewNotificacaoGenerica($notificacao: NotificacaoGenericaInput!) {\n    previewNotificacaoGenerica(notificacao: $notificacao) {\n      titulo\n      texto\n      destinatarios\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GruposNotificacaoGenerica {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query GruposNotificacaoGenerica {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModelosNotificacaoAtivos {\n    modelosNotificacao(filtro: { active: true, rowsPerPage: 100, sortBy: \"nome\", sortDirection: ASC }) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModelosNotificacaoAtivos {\n    modelosNotificacao(filtro: { active: true, rowsPerPage: 100, sortBy: \"nome\", sortDirection: ASC }) {\n      content {\n        ...ModeloNotificacaoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificacaoFields on Notificacao {\n    id\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    data\n    lida\n    recente\n  }\n"): (typeof documents)["\n  fragment NotificacaoFields on Notificacao {\n    id\n    titulo\n    texto\n    produto {\n      id\n      nome\n    }\n    link\n    data\n    lida\n    recente\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountNotificacoesNaoLidas {\n    countNotificacoesNaoLidas\n  }\n"): (typeof documents)["\n  query CountNotificacoesNaoLidas {\n    countNotificacoesNaoLidas\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificacoesMenu {\n    notificacoesMenu {\n      recentes {\n        ...NotificacaoFields\n      }\n      antigas {\n        ...NotificacaoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotificacoesMenu {\n    notificacoesMenu {\n      recentes {\n        ...NotificacaoFields\n      }\n      antigas {\n        ...NotificacaoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notificacoes($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {\n    notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) {\n      content {\n        ...NotificacaoFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Notificacoes($page: Int, $rowsPerPage: Int, $leitura: FiltroLeituraNotificacao) {\n    notificacoes(page: $page, rowsPerPage: $rowsPerPage, leitura: $leitura) {\n      content {\n        ...NotificacaoFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarcarNotificacoesComoVisualizadas($ids: [ID!]) {\n    marcarNotificacoesComoVisualizadas(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarcarNotificacoesComoVisualizadas($ids: [ID!]) {\n    marcarNotificacoesComoVisualizadas(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChavePublicaPush {\n    chavePublicaPush\n  }\n"): (typeof documents)["\n  query ChavePublicaPush {\n    chavePublicaPush\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {\n    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)\n  }\n"): (typeof documents)["\n  mutation GerarPushSubscription($endpoint: String!, $auth: String!, $key: String!) {\n    gerarPushSubscription(endpoint: $endpoint, auth: $auth, key: $key)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoverPushSubscription($endpoint: String!) {\n    removerPushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation RemoverPushSubscription($endpoint: String!) {\n    removerPushSubscription(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarcaCadastroFields on MarcaCadastro { id nome palette facebookId active grupoEconomico { refId: id nome } redesSociais { id nome url icone } }"): (typeof documents)["fragment MarcaCadastroFields on MarcaCadastro { id nome palette facebookId active grupoEconomico { refId: id nome } redesSociais { id nome url icone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GrupoEconomicoFields on GrupoEconomico { id nome active }"): (typeof documents)["fragment GrupoEconomicoFields on GrupoEconomico { id nome active }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProdutoCadastroFields on Produto { id codigo nome baseUri baseUriHomolog }"): (typeof documents)["fragment ProdutoCadastroFields on Produto { id codigo nome baseUri baseUriHomolog }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TipoAcessoFields on TipoAcesso { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave nome } }"): (typeof documents)["fragment TipoAcessoFields on TipoAcesso { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } funcionalidades { id chave nome } funcionalidadesPadrao { id chave nome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FuncionalidadeCadastroFields on FuncionalidadeCadastro { id chave nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } tiposAcesso { refId: id nome } }"): (typeof documents)["fragment FuncionalidadeCadastroFields on FuncionalidadeCadastro { id chave nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn produto { refId: id nome } tiposAcesso { refId: id nome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TipoUsuarioCadastroFields on TipoUsuarioCadastro { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn }"): (typeof documents)["fragment TipoUsuarioCadastroFields on TipoUsuarioCadastro { id nome descricao nomePtBr nomeEs nomeEn descricaoPtBr descricaoEs descricaoEn }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DivisaoFields on Divisao { id nome active }"): (typeof documents)["fragment DivisaoFields on Divisao { id nome active }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SetorFields on Setor { id nome active divisao { refId: id nome } }"): (typeof documents)["fragment SetorFields on Setor { id nome active divisao { refId: id nome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CargoFields on Cargo { id nome principal active setor { refId: id nome } }"): (typeof documents)["fragment CargoFields on Cargo { id nome principal active setor { refId: id nome } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DepartamentoFields on Departamento { id nome sigla assinatura active }"): (typeof documents)["fragment DepartamentoFields on Departamento { id nome sigla assinatura active }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DesligamentoFields on Desligamento { id motivo active }"): (typeof documents)["fragment DesligamentoFields on Desligamento { id motivo active }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarcasPagina($filtro: FiltroCadastro) { page: marcasPagina(filtro: $filtro) { content { ...MarcaCadastroFields } totalElements } }"): (typeof documents)["query MarcasPagina($filtro: FiltroCadastro) { page: marcasPagina(filtro: $filtro) { content { ...MarcaCadastroFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarcaCadastro($id: ID!) { row: marca(id: $id) { ...MarcaCadastroFields } }"): (typeof documents)["query MarcaCadastro($id: ID!) { row: marca(id: $id) { ...MarcaCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarMarca($input: MarcaInput!) { row: salvarMarca(marca: $input) { ...MarcaCadastroFields } }"): (typeof documents)["mutation SalvarMarca($input: MarcaInput!) { row: salvarMarca(marca: $input) { ...MarcaCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarMarca($id: ID!) { row: ativarMarca(id: $id) { ...MarcaCadastroFields } }"): (typeof documents)["mutation AtivarMarca($id: ID!) { row: ativarMarca(id: $id) { ...MarcaCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarMarca($id: ID!) { row: inativarMarca(id: $id) { ...MarcaCadastroFields } }"): (typeof documents)["mutation InativarMarca($id: ID!) { row: inativarMarca(id: $id) { ...MarcaCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GruposEconomicosPagina($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { ...GrupoEconomicoFields } totalElements } }"): (typeof documents)["query GruposEconomicosPagina($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { ...GrupoEconomicoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GrupoEconomico($id: ID!) { row: grupoEconomico(id: $id) { ...GrupoEconomicoFields } }"): (typeof documents)["query GrupoEconomico($id: ID!) { row: grupoEconomico(id: $id) { ...GrupoEconomicoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarGrupoEconomico($input: GrupoEconomicoInput!) { row: salvarGrupoEconomico(grupoEconomico: $input) { ...GrupoEconomicoFields } }"): (typeof documents)["mutation SalvarGrupoEconomico($input: GrupoEconomicoInput!) { row: salvarGrupoEconomico(grupoEconomico: $input) { ...GrupoEconomicoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarGrupoEconomico($id: ID!) { row: ativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }"): (typeof documents)["mutation AtivarGrupoEconomico($id: ID!) { row: ativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarGrupoEconomico($id: ID!) { row: inativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }"): (typeof documents)["mutation InativarGrupoEconomico($id: ID!) { row: inativarGrupoEconomico(id: $id) { ...GrupoEconomicoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProdutosPagina($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { ...ProdutoCadastroFields } totalElements } }"): (typeof documents)["query ProdutosPagina($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { ...ProdutoCadastroFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProdutoCadastro($id: ID!) { row: produto(id: $id) { ...ProdutoCadastroFields } }"): (typeof documents)["query ProdutoCadastro($id: ID!) { row: produto(id: $id) { ...ProdutoCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarProduto($input: ProdutoInput!) { row: salvarProduto(produto: $input) { ...ProdutoCadastroFields } }"): (typeof documents)["mutation SalvarProduto($input: ProdutoInput!) { row: salvarProduto(produto: $input) { ...ProdutoCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TiposAcessoPagina($filtro: FiltroCadastroProduto) { page: tiposAcessoPagina(filtro: $filtro) { content { ...TipoAcessoFields } totalElements } }"): (typeof documents)["query TiposAcessoPagina($filtro: FiltroCadastroProduto) { page: tiposAcessoPagina(filtro: $filtro) { content { ...TipoAcessoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TipoAcesso($id: ID!) { row: tipoAcesso(id: $id) { ...TipoAcessoFields } }"): (typeof documents)["query TipoAcesso($id: ID!) { row: tipoAcesso(id: $id) { ...TipoAcessoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarTipoAcesso($input: TipoAcessoInput!) { row: salvarTipoAcesso(tipoAcesso: $input) { ...TipoAcessoFields } }"): (typeof documents)["mutation SalvarTipoAcesso($input: TipoAcessoInput!) { row: salvarTipoAcesso(tipoAcesso: $input) { ...TipoAcessoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FuncionalidadesPagina($filtro: FiltroCadastroProduto) { page: funcionalidadesPagina(filtro: $filtro) { content { ...FuncionalidadeCadastroFields } totalElements } }"): (typeof documents)["query FuncionalidadesPagina($filtro: FiltroCadastroProduto) { page: funcionalidadesPagina(filtro: $filtro) { content { ...FuncionalidadeCadastroFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FuncionalidadeCadastro($id: ID!) { row: funcionalidade(id: $id) { ...FuncionalidadeCadastroFields } }"): (typeof documents)["query FuncionalidadeCadastro($id: ID!) { row: funcionalidade(id: $id) { ...FuncionalidadeCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarFuncionalidade($input: FuncionalidadeInput!) { row: salvarFuncionalidade(funcionalidade: $input) { ...FuncionalidadeCadastroFields } }"): (typeof documents)["mutation SalvarFuncionalidade($input: FuncionalidadeInput!) { row: salvarFuncionalidade(funcionalidade: $input) { ...FuncionalidadeCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TiposUsuarioPagina($filtro: FiltroCadastro) { page: tiposUsuarioPagina(filtro: $filtro) { content { ...TipoUsuarioCadastroFields } totalElements } }"): (typeof documents)["query TiposUsuarioPagina($filtro: FiltroCadastro) { page: tiposUsuarioPagina(filtro: $filtro) { content { ...TipoUsuarioCadastroFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TipoUsuarioCadastro($id: TipoUsuario!) { row: tipoUsuario(id: $id) { ...TipoUsuarioCadastroFields } }"): (typeof documents)["query TipoUsuarioCadastro($id: TipoUsuario!) { row: tipoUsuario(id: $id) { ...TipoUsuarioCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarTipoUsuario($input: TipoUsuarioInput!) { row: salvarTipoUsuario(tipoUsuario: $input) { ...TipoUsuarioCadastroFields } }"): (typeof documents)["mutation SalvarTipoUsuario($input: TipoUsuarioInput!) { row: salvarTipoUsuario(tipoUsuario: $input) { ...TipoUsuarioCadastroFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DivisoesPagina($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { ...DivisaoFields } totalElements } }"): (typeof documents)["query DivisoesPagina($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { ...DivisaoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Divisao($id: ID!) { row: divisao(id: $id) { ...DivisaoFields } }"): (typeof documents)["query Divisao($id: ID!) { row: divisao(id: $id) { ...DivisaoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarDivisao($input: DivisaoInput!) { row: salvarDivisao(divisao: $input) { ...DivisaoFields } }"): (typeof documents)["mutation SalvarDivisao($input: DivisaoInput!) { row: salvarDivisao(divisao: $input) { ...DivisaoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarDivisao($id: ID!) { row: ativarDivisao(id: $id) { ...DivisaoFields } }"): (typeof documents)["mutation AtivarDivisao($id: ID!) { row: ativarDivisao(id: $id) { ...DivisaoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarDivisao($id: ID!) { row: inativarDivisao(id: $id) { ...DivisaoFields } }"): (typeof documents)["mutation InativarDivisao($id: ID!) { row: inativarDivisao(id: $id) { ...DivisaoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SetoresPagina($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { ...SetorFields } totalElements } }"): (typeof documents)["query SetoresPagina($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { ...SetorFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Setor($id: ID!) { row: setor(id: $id) { ...SetorFields } }"): (typeof documents)["query Setor($id: ID!) { row: setor(id: $id) { ...SetorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarSetor($input: SetorInput!) { row: salvarSetor(setor: $input) { ...SetorFields } }"): (typeof documents)["mutation SalvarSetor($input: SetorInput!) { row: salvarSetor(setor: $input) { ...SetorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarSetor($id: ID!) { row: ativarSetor(id: $id) { ...SetorFields } }"): (typeof documents)["mutation AtivarSetor($id: ID!) { row: ativarSetor(id: $id) { ...SetorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarSetor($id: ID!) { row: inativarSetor(id: $id) { ...SetorFields } }"): (typeof documents)["mutation InativarSetor($id: ID!) { row: inativarSetor(id: $id) { ...SetorFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CargosPagina($filtro: FiltroCadastro) { page: cargosPagina(filtro: $filtro) { content { ...CargoFields } totalElements } }"): (typeof documents)["query CargosPagina($filtro: FiltroCadastro) { page: cargosPagina(filtro: $filtro) { content { ...CargoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cargo($id: ID!) { row: cargo(id: $id) { ...CargoFields } }"): (typeof documents)["query Cargo($id: ID!) { row: cargo(id: $id) { ...CargoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarCargo($input: CargoInput!) { row: salvarCargo(cargo: $input) { ...CargoFields } }"): (typeof documents)["mutation SalvarCargo($input: CargoInput!) { row: salvarCargo(cargo: $input) { ...CargoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarCargo($id: ID!) { row: ativarCargo(id: $id) { ...CargoFields } }"): (typeof documents)["mutation AtivarCargo($id: ID!) { row: ativarCargo(id: $id) { ...CargoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarCargo($id: ID!) { row: inativarCargo(id: $id) { ...CargoFields } }"): (typeof documents)["mutation InativarCargo($id: ID!) { row: inativarCargo(id: $id) { ...CargoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DepartamentosPagina($filtro: FiltroCadastro) { page: departamentosPagina(filtro: $filtro) { content { ...DepartamentoFields } totalElements } }"): (typeof documents)["query DepartamentosPagina($filtro: FiltroCadastro) { page: departamentosPagina(filtro: $filtro) { content { ...DepartamentoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Departamento($id: ID!) { row: departamento(id: $id) { ...DepartamentoFields } }"): (typeof documents)["query Departamento($id: ID!) { row: departamento(id: $id) { ...DepartamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarDepartamento($input: DepartamentoInput!) { row: salvarDepartamento(departamento: $input) { ...DepartamentoFields } }"): (typeof documents)["mutation SalvarDepartamento($input: DepartamentoInput!) { row: salvarDepartamento(departamento: $input) { ...DepartamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarDepartamento($id: ID!) { row: ativarDepartamento(id: $id) { ...DepartamentoFields } }"): (typeof documents)["mutation AtivarDepartamento($id: ID!) { row: ativarDepartamento(id: $id) { ...DepartamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarDepartamento($id: ID!) { row: inativarDepartamento(id: $id) { ...DepartamentoFields } }"): (typeof documents)["mutation InativarDepartamento($id: ID!) { row: inativarDepartamento(id: $id) { ...DepartamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DesligamentosPagina($filtro: FiltroCadastro) { page: desligamentosPagina(filtro: $filtro) { content { ...DesligamentoFields } totalElements } }"): (typeof documents)["query DesligamentosPagina($filtro: FiltroCadastro) { page: desligamentosPagina(filtro: $filtro) { content { ...DesligamentoFields } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Desligamento($id: ID!) { row: desligamento(id: $id) { ...DesligamentoFields } }"): (typeof documents)["query Desligamento($id: ID!) { row: desligamento(id: $id) { ...DesligamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SalvarDesligamento($input: DesligamentoInput!) { row: salvarDesligamento(desligamento: $input) { ...DesligamentoFields } }"): (typeof documents)["mutation SalvarDesligamento($input: DesligamentoInput!) { row: salvarDesligamento(desligamento: $input) { ...DesligamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AtivarDesligamento($id: ID!) { row: ativarDesligamento(id: $id) { ...DesligamentoFields } }"): (typeof documents)["mutation AtivarDesligamento($id: ID!) { row: ativarDesligamento(id: $id) { ...DesligamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InativarDesligamento($id: ID!) { row: inativarDesligamento(id: $id) { ...DesligamentoFields } }"): (typeof documents)["mutation InativarDesligamento($id: ID!) { row: inativarDesligamento(id: $id) { ...DesligamentoFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProdutosOpcoes($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { id nome } totalElements } }"): (typeof documents)["query ProdutosOpcoes($filtro: FiltroCadastro) { page: produtosPagina(filtro: $filtro) { content { id nome } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GruposEconomicosOpcoes($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { id nome active } totalElements } }"): (typeof documents)["query GruposEconomicosOpcoes($filtro: FiltroCadastro) { page: gruposEconomicosPagina(filtro: $filtro) { content { id nome active } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DivisoesOpcoes($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { id nome active } totalElements } }"): (typeof documents)["query DivisoesOpcoes($filtro: FiltroCadastro) { page: divisoesPagina(filtro: $filtro) { content { id nome active } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SetoresOpcoes($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { id nome active } totalElements } }"): (typeof documents)["query SetoresOpcoes($filtro: FiltroCadastro) { page: setoresPagina(filtro: $filtro) { content { id nome active } totalElements } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProdutoFuncionalidades($id: ID!) {\n    produto(id: $id) {\n      id\n      funcionalidades {\n        id\n        chave\n        nome\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProdutoFuncionalidades($id: ID!) {\n    produto(id: $id) {\n      id\n      funcionalidades {\n        id\n        chave\n        nome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioLogadoTipo {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioLogadoTipo {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatorioFields on Relatorio {\n    id\n    slug\n    titulo\n    tituloPt\n    tituloEs\n    tituloEn\n    funcionalidades\n    tiposUsuario\n    tipo\n    url\n    relatorioInterno\n    active\n    ordem\n  }\n"): (typeof documents)["\n  fragment RelatorioFields on Relatorio {\n    id\n    slug\n    titulo\n    tituloPt\n    tituloEs\n    tituloEn\n    funcionalidades\n    tiposUsuario\n    tipo\n    url\n    relatorioInterno\n    active\n    ordem\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Relatorio($slug: String!) {\n    relatorio(slug: $slug) {\n      ...RelatorioFields\n    }\n  }\n"): (typeof documents)["\n  query Relatorio($slug: String!) {\n    relatorio(slug: $slug) {\n      ...RelatorioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DadosRelatorio($slug: String!) {\n    dadosRelatorio(slug: $slug) {\n      relatorioInterno\n      rotulos\n      colunas\n      linhas {\n        rotulos\n        valores\n      }\n    }\n  }\n"): (typeof documents)["\n  query DadosRelatorio($slug: String!) {\n    dadosRelatorio(slug: $slug) {\n      relatorioInterno\n      rotulos\n      colunas\n      linhas {\n        rotulos\n        valores\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportarRelatorio($slug: String!) {\n    exportarRelatorio(slug: $slug)\n  }\n"): (typeof documents)["\n  mutation ExportarRelatorio($slug: String!) {\n    exportarRelatorio(slug: $slug)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Relatorios($filtro: RelatoriosFiltro) {\n    relatorios(filtro: $filtro) {\n      content {\n        ...RelatorioFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Relatorios($filtro: RelatoriosFiltro) {\n    relatorios(filtro: $filtro) {\n      content {\n        ...RelatorioFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatorioCadastro($id: ID!) {\n    relatorioCadastro(id: $id) {\n      ...RelatorioFields\n    }\n  }\n"): (typeof documents)["\n  query RelatorioCadastro($id: ID!) {\n    relatorioCadastro(id: $id) {\n      ...RelatorioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarRelatorio($relatorio: RelatorioInput!) {\n    salvarRelatorio(relatorio: $relatorio) {\n      ...RelatorioFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarRelatorio($relatorio: RelatorioInput!) {\n    salvarRelatorio(relatorio: $relatorio) {\n      ...RelatorioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarRelatorio($id: ID!) {\n    ativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarRelatorio($id: ID!) {\n    ativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarRelatorio($id: ID!) {\n    inativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation InativarRelatorio($id: ID!) {\n    inativarRelatorio(id: $id) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioLogado {\n    usuarioLogado {\n      id\n      nome\n      email\n      avatarLink\n      marcas {\n        id\n        description\n        facebookId\n        palette\n      }\n      tipo {\n        id\n      }\n      tiposUsuarios {\n        id\n      }\n      idioma {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n      dadosComplementares {\n        id\n        descricao\n        ordem\n        urlBase\n        tipo\n        funcionalidades {\n          id\n          chave\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioLogado {\n    usuarioLogado {\n      id\n      nome\n      email\n      avatarLink\n      marcas {\n        id\n        description\n        facebookId\n        palette\n      }\n      tipo {\n        id\n      }\n      tiposUsuarios {\n        id\n      }\n      idioma {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n      dadosComplementares {\n        id\n        descricao\n        ordem\n        urlBase\n        tipo\n        funcionalidades {\n          id\n          chave\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuUsuarioLogado {\n    menuUsuarioLogado {\n      title\n      theme\n      productName\n      currentProduct\n      linkHelpTec\n      linkPortal\n      linkAcademia\n      brandImageUrl\n      showMyAccount\n      showOnboarding\n      locales {\n        id\n        description\n      }\n      menus\n    }\n  }\n"): (typeof documents)["\n  query MenuUsuarioLogado {\n    menuUsuarioLogado {\n      title\n      theme\n      productName\n      currentProduct\n      linkHelpTec\n      linkPortal\n      linkAcademia\n      brandImageUrl\n      showMyAccount\n      showOnboarding\n      locales {\n        id\n        description\n      }\n      menus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {\n    mudarLinguaUsuario(id: $id, idioma: $idioma) {\n      id\n      nome\n      idioma\n    }\n  }\n"): (typeof documents)["\n  mutation MudarLinguaUsuario($id: ID!, $idioma: Idioma!) {\n    mudarLinguaUsuario(id: $id, idioma: $idioma) {\n      id\n      nome\n      idioma\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImagemResponsivaFields on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n"): (typeof documents)["\n  fragment ImagemResponsivaFields on ImagemResponsiva {\n    id\n    url\n    srcSet\n    srcSetAvif\n    largura\n    altura\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlideFields on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n"): (typeof documents)["\n  fragment SlideFields on Slide {\n    id\n    titulo\n    corTitulo\n    tamanhoTitulo\n    subtitulo\n    corSubtitulo\n    tamanhoSubtitulo\n    tituloBotao\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnuncioFields on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n"): (typeof documents)["\n  fragment AnuncioFields on Anuncio {\n    id\n    titulo\n    tamanhoTitulo\n    link\n    linkTarget\n    inicioDate\n    fimDate\n    arquivo {\n      ...ImagemResponsivaFields\n    }\n    grupos {\n      id\n      nome\n      visivel\n    }\n    active\n    createdDateTime\n    emExibicao\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Slides($filtro: SlidesFiltro) {\n    slides(filtro: $filtro) {\n      content {\n        ...SlideFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Slides($filtro: SlidesFiltro) {\n    slides(filtro: $filtro) {\n      content {\n        ...SlideFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Slide($id: ID!) {\n    slide(id: $id) {\n      ...SlideFields\n    }\n  }\n"): (typeof documents)["\n  query Slide($id: ID!) {\n    slide(id: $id) {\n      ...SlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Anuncios($filtro: SlidesFiltro) {\n    anuncios(filtro: $filtro) {\n      content {\n        ...AnuncioFields\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Anuncios($filtro: SlidesFiltro) {\n    anuncios(filtro: $filtro) {\n      content {\n        ...AnuncioFields\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Anuncio($id: ID!) {\n    anuncio(id: $id) {\n      ...AnuncioFields\n    }\n  }\n"): (typeof documents)["\n  query Anuncio($id: ID!) {\n    anuncio(id: $id) {\n      ...AnuncioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarSlide($slide: SlideInput!) {\n    salvarSlide(slide: $slide) {\n      ...SlideFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarSlide($slide: SlideInput!) {\n    salvarSlide(slide: $slide) {\n      ...SlideFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarAnuncio($anuncio: AnuncioInput!) {\n    salvarAnuncio(anuncio: $anuncio) {\n      ...AnuncioFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarAnuncio($anuncio: AnuncioInput!) {\n    salvarAnuncio(anuncio: $anuncio) {\n      ...AnuncioFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarSlide($id: ID!) {\n    ativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarSlide($id: ID!) {\n    ativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarSlide($id: ID!) {\n    inativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"): (typeof documents)["\n  mutation InativarSlide($id: ID!) {\n    inativarSlide(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarAnuncio($id: ID!) {\n    ativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarAnuncio($id: ID!) {\n    ativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarAnuncio($id: ID!) {\n    inativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"): (typeof documents)["\n  mutation InativarAnuncio($id: ID!) {\n    inativarAnuncio(id: $id) {\n      id\n      active\n      emExibicao\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlidesGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query SlidesGrupos {\n    gruposUsuariosAtivos {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuperAdminProdutos {\n    produtos {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n"): (typeof documents)["\n  query SuperAdminProdutos {\n    produtos {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditarProduto($produto: ProdutoHomologInput!) {\n    editarProduto(produto: $produto) {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n"): (typeof documents)["\n  mutation EditarProduto($produto: ProdutoHomologInput!) {\n    editarProduto(produto: $produto) {\n      id\n      nome\n      baseUriHomolog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatorioSincronizacaoFields on RelatorioSincronizacao {\n    alvo\n    provedor\n    dryRun\n    criados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    atualizados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    desativados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    inalterados\n    observacao\n  }\n"): (typeof documents)["\n  fragment RelatorioSincronizacaoFields on RelatorioSincronizacao {\n    alvo\n    provedor\n    dryRun\n    criados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    atualizados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    desativados {\n      id\n      nome\n      email\n      alteracoes\n    }\n    inalterados\n    observacao\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SincronizarUsuarios($dryRun: Boolean) {\n    sincronizarUsuarios(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SincronizarUsuarios($dryRun: Boolean) {\n    sincronizarUsuarios(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SincronizarIdentityProvider($emailUsuario: String, $dryRun: Boolean) {\n    sincronizarIdentityProvider(emailUsuario: $emailUsuario, dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SincronizarIdentityProvider($emailUsuario: String, $dryRun: Boolean) {\n    sincronizarIdentityProvider(emailUsuario: $emailUsuario, dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SincronizarDealers($dryRun: Boolean) {\n    sincronizarDealers(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SincronizarDealers($dryRun: Boolean) {\n    sincronizarDealers(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SincronizarGrupos($dryRun: Boolean) {\n    sincronizarGrupos(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation SincronizarGrupos($dryRun: Boolean) {\n    sincronizarGrupos(dryRun: $dryRun) {\n      ...RelatorioSincronizacaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MigracaoManutencaoFields on MigracaoManutencao {\n    id\n    tipo\n    status\n    feitos\n    total\n    log {\n      em\n      texto\n    }\n    erro\n    iniciadaEm\n    concluidaEm\n  }\n"): (typeof documents)["\n  fragment MigracaoManutencaoFields on MigracaoManutencao {\n    id\n    tipo\n    status\n    feitos\n    total\n    log {\n      em\n      texto\n    }\n    erro\n    iniciadaEm\n    concluidaEm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Migracoes {\n    migracoes {\n      ...MigracaoManutencaoFields\n    }\n  }\n"): (typeof documents)["\n  query Migracoes {\n    migracoes {\n      ...MigracaoManutencaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IniciarMigracao($tipo: TipoMigracao!) {\n    iniciarMigracao(tipo: $tipo) {\n      ...MigracaoManutencaoFields\n    }\n  }\n"): (typeof documents)["\n  mutation IniciarMigracao($tipo: TipoMigracao!) {\n    iniciarMigracao(tipo: $tipo) {\n      ...MigracaoManutencaoFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingSeen($id: String!) {\n    currentUserOnboardingIsSeen(id: $id)\n  }\n"): (typeof documents)["\n  query OnboardingSeen($id: String!) {\n    currentUserOnboardingIsSeen(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOnboardingSeen($id: String!) {\n    setCurrentUserOnboardingSeen(id: $id)\n  }\n"): (typeof documents)["\n  mutation SetOnboardingSeen($id: String!) {\n    setCurrentUserOnboardingSeen(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrupoUsuariosFields on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n    todosDealers\n    dealers {\n      id\n      nomeExibicao\n    }\n    tiposAcesso {\n      id\n      nome\n      produto {\n        id\n        description\n      }\n    }\n    possuiCargos\n    cargos {\n      id\n      nome\n    }\n    possuiSetores\n    setores {\n      id\n      nome\n    }\n    possuiGrupos\n    grupos {\n      id\n      nome\n    }\n    possuiUsuariosManuais\n    usuariosManuais {\n      id\n      nome\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment GrupoUsuariosFields on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n    todosDealers\n    dealers {\n      id\n      nomeExibicao\n    }\n    tiposAcesso {\n      id\n      nome\n      produto {\n        id\n        description\n      }\n    }\n    possuiCargos\n    cargos {\n      id\n      nome\n    }\n    possuiSetores\n    setores {\n      id\n      nome\n    }\n    possuiGrupos\n    grupos {\n      id\n      nome\n    }\n    possuiUsuariosManuais\n    usuariosManuais {\n      id\n      nome\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrupoUsuariosRow on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    possuiUsuariosManuais\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment GrupoUsuariosRow on GrupoUsuarios {\n    id\n    nome\n    active\n    publico\n    favorito\n    tipo\n    possuiPerfil\n    possuiUsuariosManuais\n    marcas {\n      id\n      description\n    }\n    tiposUsuarios {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {\n    gruposUsuarios(filtro: $filtro) {\n      content {\n        ...GrupoUsuariosRow\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query GruposUsuarios($filtro: GrupoUsuariosFiltro) {\n    gruposUsuarios(filtro: $filtro) {\n      content {\n        ...GrupoUsuariosRow\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrupoUsuarios($id: ID!) {\n    grupoUsuarios(id: $id) {\n      ...GrupoUsuariosFields\n    }\n  }\n"): (typeof documents)["\n  query GrupoUsuarios($id: ID!) {\n    grupoUsuarios(id: $id) {\n      ...GrupoUsuariosFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrupoUsuariosByNome($nome: String!) {\n    grupoUsuariosByNome(nome: $nome) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query GrupoUsuariosByNome($nome: String!) {\n    grupoUsuariosByNome(nome: $nome) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {\n    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {\n      ...GrupoUsuariosFields\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarGrupoUsuarios($grupoUsuarios: GrupoUsuariosInput!) {\n    salvarGrupoUsuarios(grupoUsuarios: $grupoUsuarios) {\n      ...GrupoUsuariosFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportarGrupoUsuarios($importacaoId: ID!) {\n    importarGrupoUsuarios(importacaoId: $importacaoId) {\n      adicionados\n      grupo {\n        ...GrupoUsuariosFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportarGrupoUsuarios($importacaoId: ID!) {\n    importarGrupoUsuarios(importacaoId: $importacaoId) {\n      adicionados\n      grupo {\n        ...GrupoUsuariosFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarGrupoUsuarios($id: ID!) {\n    ativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarGrupoUsuarios($id: ID!) {\n    ativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarGrupoUsuarios($id: ID!) {\n    inativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n"): (typeof documents)["\n  mutation InativarGrupoUsuarios($id: ID!) {\n    inativarGrupoUsuarios(id: $id) {\n      ...GrupoUsuariosRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuariosByGruposUsuariosPaged($filterInput: UsuariosGruposFiltro!) {\n    usuariosByGruposUsuariosPaged(filterInput: $filterInput) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query UsuariosByGruposUsuariosPaged($filterInput: UsuariosGruposFiltro!) {\n    usuariosByGruposUsuariosPaged(filterInput: $filterInput) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuariosByNomeOrEmailStartingWith($texto: String!) {\n    usuariosByNomeOrEmailStartingWith(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n"): (typeof documents)["\n  query UsuariosByNomeOrEmailStartingWith($texto: String!) {\n    usuariosByNomeOrEmailStartingWith(texto: $texto) {\n      id\n      nome\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioLogadoGrupos {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      marcas {\n        id\n        description\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioLogadoGrupos {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      marcas {\n        id\n        description\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrupoUsuariosOpcoes($marcas: [ID!]) {\n    usuarioDominio(marcas: $marcas) {\n      grupos {\n        id\n        nome\n        active\n      }\n      dealers {\n        id\n        nomeExibicao\n        active\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n      produtos {\n        id\n        nome\n        tiposAcesso {\n          id\n          nome\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrupoUsuariosOpcoes($marcas: [ID!]) {\n    usuarioDominio(marcas: $marcas) {\n      grupos {\n        id\n        nome\n        active\n      }\n      dealers {\n        id\n        nomeExibicao\n        active\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n      produtos {\n        id\n        nome\n        tiposAcesso {\n          id\n          nome\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrupoUsuariosCargos {\n    cargos {\n      cargoId\n      nome\n      setor {\n        id\n        nome\n      }\n    }\n  }\n"): (typeof documents)["\n  query GrupoUsuariosCargos {\n    cargos {\n      cargoId\n      nome\n      setor {\n        id\n        nome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GruposAtivos {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"): (typeof documents)["\n  query GruposAtivos {\n    gruposAtivos {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtualizarGrupoFavorito($id: ID!) {\n    atualizarGrupoFavorito(id: $id) {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"): (typeof documents)["\n  mutation AtualizarGrupoFavorito($id: ID!) {\n    atualizarGrupoFavorito(id: $id) {\n      id\n      nome\n      publico\n      favorito\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usuarios($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n        cpf\n        tipo\n        active\n        ativacaoEspecial\n        dealers {\n          id\n          nomeExibicao\n        }\n        acoesPermitidas\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query Usuarios($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n        cpf\n        tipo\n        active\n        ativacaoEspecial\n        dealers {\n          id\n          nomeExibicao\n        }\n        acoesPermitidas\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuariosBusca($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"): (typeof documents)["\n  query UsuariosBusca($filtro: UsuarioFiltro) {\n    usuarios(filtro: $filtro) {\n      content {\n        id\n        nome\n        email\n      }\n      totalElements\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsuarioMarcaOpcao on UsuarioMarca {\n    id\n    description\n    active\n  }\n"): (typeof documents)["\n  fragment UsuarioMarcaOpcao on UsuarioMarca {\n    id\n    description\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsuarioGrupoOpcao on UsuarioGrupo {\n    id\n    nome\n    active\n  }\n"): (typeof documents)["\n  fragment UsuarioGrupoOpcao on UsuarioGrupo {\n    id\n    nome\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsuarioDealerOpcao on UsuarioDealer {\n    id\n    nome\n    nomeExibicao\n    active\n    codigoPrincipal\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment UsuarioDealerOpcao on UsuarioDealer {\n    id\n    nome\n    nomeExibicao\n    active\n    codigoPrincipal\n    grupo {\n      id\n      nome\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Usuario($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      email\n      cpf\n      telefones\n      celulares\n      tipo\n      idioma\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n      active\n      acoesPermitidas\n    }\n  }\n"): (typeof documents)["\n  query Usuario($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      email\n      cpf\n      telefones\n      celulares\n      tipo\n      idioma\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n      active\n      acoesPermitidas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioProdutos($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioProdutos($id: ID!) {\n    usuario(id: $id) {\n      id\n      nome\n      produtos {\n        idProduto\n        idsFuncionalidades\n        idsTiposAcesso\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InfoUsuario($usuarioId: ID!) {\n    infoUsuario(usuarioId: $usuarioId) {\n      dataAdmissao\n      emailSuperior\n      desligamento {\n        id\n        motivo\n      }\n      dataDesligamento\n    }\n  }\n"): (typeof documents)["\n  query InfoUsuario($usuarioId: ID!) {\n    infoUsuario(usuarioId: $usuarioId) {\n      dataAdmissao\n      emailSuperior\n      desligamento {\n        id\n        motivo\n      }\n      dataDesligamento\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cargos($usuarioId: ID, $principais: Boolean) {\n    cargos(usuarioId: $usuarioId, principais: $principais) {\n      cargoId\n      nome\n      principal\n      setor {\n        id\n        nome\n        divisao {\n          id\n          nome\n        }\n      }\n      dealer {\n        id\n        nomeExibicao\n      }\n      departamento {\n        id\n        nome\n      }\n      dataInicio\n    }\n  }\n"): (typeof documents)["\n  query Cargos($usuarioId: ID, $principais: Boolean) {\n    cargos(usuarioId: $usuarioId, principais: $principais) {\n      cargoId\n      nome\n      principal\n      setor {\n        id\n        nome\n        divisao {\n          id\n          nome\n        }\n      }\n      dealer {\n        id\n        nomeExibicao\n      }\n      departamento {\n        id\n        nome\n      }\n      dataInicio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioDominio($marcas: [ID!], $grupos: [ID!]) {\n    usuarioDominio(marcas: $marcas, grupos: $grupos) {\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioDominio($marcas: [ID!], $grupos: [ID!]) {\n    usuarioDominio(marcas: $marcas, grupos: $grupos) {\n      marcas {\n        ...UsuarioMarcaOpcao\n      }\n      grupos {\n        ...UsuarioGrupoOpcao\n      }\n      dealers {\n        ...UsuarioDealerOpcao\n      }\n      tiposUsuario {\n        id\n        nome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioFormDados {\n    usuariosPortalProperties {\n      tiposUsuarioDocumentoObrigatorio\n      tiposUsuarioInformarCargo\n      tiposUsuarioInformarGestao\n      informarDepartamentoCargo\n    }\n    departamentosCargosUsuarios {\n      id\n      nome\n      sigla\n    }\n    desligamentos {\n      id\n      motivo\n    }\n  }\n"): (typeof documents)["\n  query UsuarioFormDados {\n    usuariosPortalProperties {\n      tiposUsuarioDocumentoObrigatorio\n      tiposUsuarioInformarCargo\n      tiposUsuarioInformarGestao\n      informarDepartamentoCargo\n    }\n    departamentosCargosUsuarios {\n      id\n      nome\n      sigla\n    }\n    desligamentos {\n      id\n      motivo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProdutosByDealersAndTipoUsuario($idsDealer: [ID!], $tipoUsuario: TipoUsuario!) {\n    produtosByDealersAndTipoUsuario(idsDealer: $idsDealer, tipoUsuario: $tipoUsuario) {\n      id\n      nome\n      tiposAcesso {\n        id\n        nome\n        descricao\n        funcionalidadesPadrao\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n        tiposAcesso\n        concedivel\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProdutosByDealersAndTipoUsuario($idsDealer: [ID!], $tipoUsuario: TipoUsuario!) {\n    produtosByDealersAndTipoUsuario(idsDealer: $idsDealer, tipoUsuario: $tipoUsuario) {\n      id\n      nome\n      tiposAcesso {\n        id\n        nome\n        descricao\n        funcionalidadesPadrao\n      }\n      funcionalidades {\n        id\n        chave\n        nome\n        descricao\n        tiposAcesso\n        concedivel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioByCpf($cpf: String!) {\n    usuarioByCpf(cpf: $cpf) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query UsuarioByCpf($cpf: String!) {\n    usuarioByCpf(cpf: $cpf) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioByEmail($email: String!) {\n    usuarioByEmail(email: $email) {\n      id\n      nome\n    }\n  }\n"): (typeof documents)["\n  query UsuarioByEmail($email: String!) {\n    usuarioByEmail(email: $email) {\n      id\n      nome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {\n    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {\n      criado\n      usuario {\n        id\n        nome\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SalvarUsuario($usuario: UsuarioInput!, $cargos: [CargoUsuarioInput!], $infos: UsuarioInfoInput) {\n    salvarUsuario(usuario: $usuario, cargos: $cargos, infos: $infos) {\n      criado\n      usuario {\n        id\n        nome\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {\n    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)\n  }\n"): (typeof documents)["\n  mutation PodeAdicionarCargo($cargoAdicionadoInput: CargoUsuarioInput!, $cargosInputs: [CargoUsuarioInput!]) {\n    podeAdicionarCargo(cargoAdicionadoInput: $cargoAdicionadoInput, cargosInputs: $cargosInputs)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AtivarUsuario($id: ID!) {\n    ativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"): (typeof documents)["\n  mutation AtivarUsuario($id: ID!) {\n    ativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InativarUsuario($id: ID!) {\n    inativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"): (typeof documents)["\n  mutation InativarUsuario($id: ID!) {\n    inativarUsuario(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiberarAtivacaoEspecial($id: ID!) {\n    liberarAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"): (typeof documents)["\n  mutation LiberarAtivacaoEspecial($id: ID!) {\n    liberarAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoverAtivacaoEspecial($id: ID!) {\n    removerAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"): (typeof documents)["\n  mutation RemoverAtivacaoEspecial($id: ID!) {\n    removerAtivacaoEspecial(id: $id) {\n      id\n      active\n      ativacaoEspecial\n      acoesPermitidas\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsuarioLogadoAcesso {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsuarioLogadoAcesso {\n    usuarioLogado {\n      id\n      tipo {\n        id\n      }\n      funcionalidades {\n        id\n        chave\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;