import { FEATURES, USER_TYPES, type FeatureKey, type UserType } from '@portal/domain';

/**
 * The names and short descriptions people read for the portal's features, the demo access types
 * and the user types, in pt-BR, es and en (administrators edit them in the catalog screens).
 * The demo seed stores them; migration 0009 wrote the same texts into databases seeded before.
 */
export interface CatalogTexts {
  nome: string;
  descricao: string;
  nomeEs: string;
  descricaoEs: string;
  nomeEn: string;
  descricaoEn: string;
}

const texts = (nome: string, descricao: string, nomeEs: string, descricaoEs: string, nomeEn: string, descricaoEn: string): CatalogTexts => ({
  nome,
  descricao,
  nomeEs,
  descricaoEs,
  nomeEn,
  descricaoEn,
});

export const FEATURE_TEXTS: Readonly<Record<FeatureKey, CatalogTexts>> = {
  [FEATURES.PORTAL_GERENCIAR_BIBLIOTECA]: texts(
    'Gerenciar biblioteca', 'Cria pastas, envia arquivos e concede acesso em toda a biblioteca.',
    'Gestionar biblioteca', 'Crea carpetas, sube archivos y concede acceso en toda la biblioteca.',
    'Manage library', 'Creates folders, uploads files and grants access across the library.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_DEALERS_GRUPO]: texts(
    'Cadastro de concessionárias e grupos', 'Cria, altera, ativa e inativa concessionárias e grupos.',
    'Registro de concesionarias y grupos', 'Crea, modifica, activa e inactiva concesionarias y grupos.',
    'Dealers and dealer groups', 'Creates, edits, activates and inactivates dealers and dealer groups.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_USUARIOS]: texts(
    'Cadastro de usuários', 'Cria e altera usuários, seus cargos e permissões.',
    'Registro de usuarios', 'Crea y modifica usuarios, sus cargos y permisos.',
    'User maintenance', 'Creates and edits users, their positions and permissions.',
  ),
  [FEATURES.PORTAL_CONSULTA_VISUALIZACAO_USUARIOS]: texts(
    'Consulta de usuários', 'Vê a lista e os cadastros de usuários, sem alterar.',
    'Consulta de usuarios', 'Ve la lista y los registros de usuarios, sin modificarlos.',
    'View users', 'Sees the user list and records without changing them.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_GRUPOS_USUARIOS]: texts(
    'Grupos de usuários', 'Cria e altera grupos de usuários (destinatários).',
    'Grupos de usuarios', 'Crea y modifica grupos de usuarios (destinatarios).',
    'User groups', 'Creates and edits user groups (recipients).',
  ),
  [FEATURES.PORTAL_APROVACAO_ENVIO_COMUNICADOS]: texts(
    'Aprovação de comunicados', 'Aprova e envia os comunicados escritos por outros.',
    'Aprobación de comunicados', 'Aprueba y envía los comunicados escritos por otros.',
    'Approve notices', 'Approves and sends notices written by others.',
  ),
  [FEATURES.PORTAL_CRIACAO_COMUNICADOS]: texts(
    'Criação de comunicados', 'Escreve comunicados e os envia para aprovação.',
    'Creación de comunicados', 'Escribe comunicados y los envía a aprobación.',
    'Write notices', 'Writes notices and sends them for approval.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_SLIDES]: texts(
    'Slides', 'Mantém os slides da página inicial.',
    'Diapositivas', 'Mantiene las diapositivas de la página de inicio.',
    'Slides', 'Maintains the slides of the home page.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_ANUNCIOS]: texts(
    'Anúncios', 'Mantém os anúncios da página inicial.',
    'Anuncios', 'Mantiene los anuncios de la página de inicio.',
    'Adverts', 'Maintains the adverts of the home page.',
  ),
  [FEATURES.PORTAL_NOTIFICACOES_GENERICAS]: texts(
    'Notificações', 'Envia notificações avulsas aos usuários.',
    'Notificaciones', 'Envía notificaciones sueltas a los usuarios.',
    'Notifications', 'Sends one-off notifications to users.',
  ),
  [FEATURES.PORTAL_MANUTENCAO_MODELO]: texts(
    'Modelos de notificação', 'Mantém os modelos das notificações.',
    'Modelos de notificación', 'Mantiene los modelos de las notificaciones.',
    'Notification templates', 'Maintains the notification templates.',
  ),
  [FEATURES.LIBERAR_ATIVACAO_ESPECIAL]: texts(
    'Ativação especial', 'Libera a ativação especial de usuários.',
    'Activación especial', 'Habilita la activación especial de usuarios.',
    'Special activation', 'Allows the special activation of users.',
  ),
  [FEATURES.PORTAL_IMPORTACAO_USUARIOS]: texts(
    'Importação de usuários', 'Importa usuários de uma planilha.',
    'Importación de usuarios', 'Importa usuarios desde una planilla.',
    'User import', 'Imports users from a spreadsheet.',
  ),
  [FEATURES.PORTAL_CRIACAO_GRUPOS_USUARIOS_PUBLICOS]: texts(
    'Grupos de usuários públicos', 'Cria grupos de usuários que todos os gestores podem usar.',
    'Grupos de usuarios públicos', 'Crea grupos de usuarios que todos los gestores pueden usar.',
    'Public user groups', 'Creates user groups every manager may use.',
  ),
  [FEATURES.RELATORIOS_PORTAL_CONSULTA_PECAS]: texts(
    'Consulta de peças', 'Consulta peças no produto Peças.',
    'Consulta de piezas', 'Consulta piezas en el producto Piezas.',
    'Parts lookup', 'Looks up parts in the Parts product.',
  ),
  [FEATURES.PORTAL_AUSENCIA_TEMPORARIA]: texts(
    'Ausência temporária', 'Registra ausências temporárias de usuários.',
    'Ausencia temporal', 'Registra ausencias temporales de usuarios.',
    'Temporary absence', 'Records temporary absences of users.',
  ),
  [FEATURES.PORTAL_ADMINISTRACAO_PROVEDOR]: texts(
    'Administração do provedor', 'Administração técnica do portal pelo provedor.',
    'Administración del proveedor', 'Administración técnica del portal por el proveedor.',
    'Provider administration', 'Technical administration of the portal by the provider.',
  ),
};

export const USER_TYPE_TEXTS: Readonly<Record<UserType, CatalogTexts>> = {
  [USER_TYPES.PROVEDOR]: texts(
    'Provedor técnico', 'Equipe técnica que opera o portal.',
    'Proveedor técnico', 'Equipo técnico que opera el portal.',
    'Technical provider', 'The technical team that runs the portal.',
  ),
  [USER_TYPES.MONTADORA]: texts(
    'Montadora', 'Pessoas da montadora.',
    'Fabricante', 'Personas del fabricante.',
    'Manufacturer', "The manufacturer's people.",
  ),
  [USER_TYPES.DEALER_GRUPO]: texts(
    'Dealer/Grupo', 'Pessoas das concessionárias e dos grupos de concessionárias.',
    'Concesionario/Grupo', 'Personas de los concesionarios y de los grupos de concesionarios.',
    'Dealer/Group', 'People of the dealers and dealer groups.',
  ),
};

/** The demo seed's access types (product PORTAL), by their pt-BR name. */
export const DEMO_ACCESS_TYPE_TEXTS = {
  admin: texts(
    'Administrador do portal', 'Administra usuários, cadastros e conteúdos do portal.',
    'Administrador del portal', 'Administra usuarios, registros y contenidos del portal.',
    'Portal administrator', 'Administers the portal’s users, records and content.',
  ),
  consulta: texts(
    'Consulta', 'Consulta usuários sem alterar.',
    'Consulta', 'Consulta usuarios sin modificarlos.',
    'Read only', 'Looks users up without changing them.',
  ),
} as const;
