import type { AuditTipo } from '@portal/domain';
import type { MessageId } from '../../lib/intl/catalogs';

/**
 * The fields the areas record in their audit snapshots (writeAudit's before/after), by the raw
 * key the API reports (`endereco.cidade` for a part of an address), and their translated
 * labels. A key missing here (a newer area's field) is shown as it is.
 */
export const FIELD_LABELS: Readonly<Record<string, MessageId>> = {
  // Users (usuario.view.ts usuarioSnapshot, activation, my account, language, absences).
  nome: 'audit.campo.nome',
  email: 'audit.campo.email',
  cpf: 'audit.campo.cpf',
  telefones: 'audit.campo.telefones',
  celulares: 'audit.campo.celulares',
  tipo: 'audit.campo.tipo',
  idioma: 'audit.campo.idioma',
  active: 'audit.campo.active',
  especial: 'audit.campo.especial',
  ativacaoEspecial: 'audit.campo.ativacaoEspecial',
  idIdentityProvider: 'audit.campo.idIdentityProvider',
  marcas: 'audit.campo.marcas',
  grupos: 'audit.campo.grupos',
  dealers: 'audit.campo.dealers',
  tiposAcesso: 'audit.campo.tiposAcesso',
  funcionalidades: 'audit.campo.funcionalidades',
  cargos: 'audit.campo.cargos',
  'infos.dataAdmissao': 'audit.campo.infos.dataAdmissao',
  'infos.emailSuperior': 'audit.campo.infos.emailSuperior',
  'infos.dataDesligamento': 'audit.campo.infos.dataDesligamento',
  'infos.desligamentoId': 'audit.campo.infos.desligamentoId',
  avatarLink: 'audit.campo.avatarLink',
  ultimoAcesso: 'audit.campo.ultimoAcesso',
  registrosDeSessaoEncerrados: 'audit.campo.registrosDeSessaoEncerrados',
  tourId: 'audit.campo.tourId',
  usuarioId: 'audit.campo.usuarioId',
  dataInicio: 'audit.campo.dataInicio',
  dataRetorno: 'audit.campo.dataRetorno',
  motivo: 'audit.campo.motivo',
  situacao: 'audit.campo.situacao',
  // Dealers (dealers.view.ts DealerView) and dealer groups (dealers/grupos-dealer.service.ts).
  razaoSocial: 'audit.campo.razaoSocial',
  nomeExibicao: 'audit.campo.nomeExibicao',
  cnpj: 'audit.campo.cnpj',
  cnpjsAdicionais: 'audit.campo.cnpjsAdicionais',
  codigoPrincipal: 'audit.campo.codigoPrincipal',
  codigosAdicionais: 'audit.campo.codigosAdicionais',
  'endereco.logradouro': 'audit.campo.endereco.logradouro',
  'endereco.bairro': 'audit.campo.endereco.bairro',
  'endereco.cidade': 'audit.campo.endereco.cidade',
  'endereco.uf': 'audit.campo.endereco.uf',
  'endereco.cep': 'audit.campo.endereco.cep',
  grupo: 'audit.campo.grupo',
  totalDealers: 'audit.campo.totalDealers',
  dealersInativados: 'audit.campo.dealersInativados',
  usuariosInativados: 'audit.campo.usuariosInativados',
  // User groups (user-groups/grupo.view.ts snapshot).
  criador: 'audit.campo.criador',
  possuiPerfil: 'audit.campo.possuiPerfil',
  tiposUsuarios: 'audit.campo.tiposUsuarios',
  todosDealers: 'audit.campo.todosDealers',
  possuiCargos: 'audit.campo.possuiCargos',
  possuiSetores: 'audit.campo.possuiSetores',
  setores: 'audit.campo.setores',
  possuiGrupos: 'audit.campo.possuiGrupos',
  possuiUsuariosManuais: 'audit.campo.possuiUsuariosManuais',
  usuariosManuais: 'audit.campo.usuariosManuais',
  // Notification models and generic notifications (notifications/genericas snapshots).
  titulo: 'audit.campo.titulo',
  texto: 'audit.campo.texto',
  produto: 'audit.campo.produto',
  link: 'audit.campo.link',
  modelo: 'audit.campo.modelo',
  gruposUsuarios: 'audit.campo.gruposUsuarios',
  agendadaPara: 'audit.campo.agendadaPara',
  status: 'audit.campo.status',
  motivoRejeicao: 'audit.campo.motivoRejeicao',
  dataHoraAgendamento: 'audit.campo.dataHoraAgendamento',
  aprovador: 'audit.campo.aprovador',
  emails: 'audit.campo.emails',
  arquivos: 'audit.campo.arquivos',
};

/** Where each kind's list and record are, for the breadcrumb back to them (routes of packages/domain). */
export const TIPO_PLACES: Readonly<Record<AuditTipo, { readonly listRoute: MessageId; readonly list: string; readonly record: (id: string) => string }>> = {
  usuario: { listRoute: 'route.usuarios', list: '/usuarios', record: (id) => `/usuarios/${id}` },
  dealer: { listRoute: 'route.dealers', list: '/dealers', record: (id) => `/dealers/${id}` },
  grupo: { listRoute: 'route.grupos', list: '/grupos', record: (id) => `/grupos/${id}` },
  grupoUsuarios: { listRoute: 'route.gruposUsuarios', list: '/gruposUsuarios', record: (id) => `/gruposUsuarios/${id}` },
  slide: { listRoute: 'route.slides', list: '/slides', record: (id) => `/slides/editar/${id}` },
  anuncio: { listRoute: 'route.anuncios', list: '/anuncios', record: (id) => `/anuncios/editar/${id}` },
  modeloNotificacao: {
    listRoute: 'route.notificacoesGenericas',
    list: '/notificacoesGenericas',
    record: (id) => `/notificacoesGenericas/editar/modelo/${id}`,
  },
  notificacaoGenerica: {
    listRoute: 'route.notificacoesGenericas',
    list: '/notificacoesGenericas',
    record: (id) => `/notificacoesGenericas/editar/comModelo/${id}`,
  },
  comunicado: { listRoute: 'route.comunicados', list: '/comunicados', record: (id) => `/comunicados/visualizar/${id}` },
};

/** What each `tipo` of /auditoria/{id}/{tipo} is (audit.service.ts AUDIT_TIPOS). */
export const TIPO_LABELS: Readonly<Record<string, MessageId>> = {
  usuario: 'audit.tipo.usuario',
  dealer: 'audit.tipo.dealer',
  grupo: 'audit.tipo.grupo',
  grupoUsuarios: 'audit.tipo.grupoUsuarios',
  slide: 'audit.tipo.slide',
  anuncio: 'audit.tipo.anuncio',
  modeloNotificacao: 'audit.tipo.modeloNotificacao',
  notificacaoGenerica: 'audit.tipo.notificacaoGenerica',
  comunicado: 'audit.tipo.comunicado',
};
