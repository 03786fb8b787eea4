import { addMessages } from './messages.js';

/*
 * Every kind of record a NOT_FOUND names, with its whole sentence in the three languages (a
 * sentence, not "Record not found: {entity}", so Portuguese and Spanish agree in gender: "Pasta
 * não encontrada"). The names are the code's entity names (notFound('itemBiblioteca'), the audit
 * entity of a catalog); they live here, in the platform, because notFound is the platform's and
 * its parameter is typed by them: a call naming an entity without a sentence does not compile.
 * Dealers, dealer groups and brands go by the portal's labels (`{labelDealer}` …, filled by the
 * formatter in the reader's language), as on the screens; a gender-free phrasing fits any label.
 */

const PT_BR = {
  arquivo: 'Arquivo não encontrado.',
  anuncio: 'Anúncio não encontrado.',
  ausenciaTemporaria: 'Ausência temporária não encontrada.',
  avatar: 'Foto não encontrada.',
  cargo: 'Cargo não encontrado.',
  comunicado: 'Comunicado não encontrado.',
  dealer: '{labelDealer}: registro não encontrado.',
  departamento: 'Departamento não encontrado.',
  desligamento: 'Motivo de desligamento não encontrado.',
  divisao: 'Divisão não encontrada.',
  funcionalidade: 'Funcionalidade não encontrada.',
  grupo: '{labelGrupo}: registro não encontrado.',
  grupoEconomico: 'Grupo econômico não encontrado.',
  grupoUsuarios: 'Grupo de usuários não encontrado.',
  importacao: 'Importação não encontrada.',
  itemBiblioteca: 'Item da biblioteca não encontrado.',
  marca: '{labelMarca}: registro não encontrado.',
  modeloNotificacao: 'Modelo de notificação não encontrado.',
  notificacao: 'Notificação não encontrada.',
  notificacaoGenerica: 'Notificação genérica não encontrada.',
  pasta: 'Pasta não encontrada.',
  produto: 'Produto não encontrado.',
  relatorio: 'Relatório não encontrado.',
  setor: 'Setor não encontrado.',
  slide: 'Slide não encontrado.',
  tipoAcesso: 'Tipo de acesso não encontrado.',
  tipoUsuario: 'Tipo de usuário não encontrado.',
  usuario: 'Usuário não encontrado.',
} as const;

/** The entity names notFound accepts. */
export type EntityName = keyof typeof PT_BR;

export const ENTITY_NAMES = Object.keys(PT_BR) as EntityName[];

const ES: Record<EntityName, string> = {
  arquivo: 'Archivo no encontrado.',
  anuncio: 'Anuncio no encontrado.',
  ausenciaTemporaria: 'Ausencia temporal no encontrada.',
  avatar: 'Foto no encontrada.',
  cargo: 'Cargo no encontrado.',
  comunicado: 'Comunicado no encontrado.',
  dealer: '{labelDealer}: registro no encontrado.',
  departamento: 'Departamento no encontrado.',
  desligamento: 'Motivo de baja no encontrado.',
  divisao: 'División no encontrada.',
  funcionalidade: 'Funcionalidad no encontrada.',
  grupo: '{labelGrupo}: registro no encontrado.',
  grupoEconomico: 'Grupo económico no encontrado.',
  grupoUsuarios: 'Grupo de usuarios no encontrado.',
  importacao: 'Importación no encontrada.',
  itemBiblioteca: 'Elemento de la biblioteca no encontrado.',
  marca: '{labelMarca}: registro no encontrado.',
  modeloNotificacao: 'Modelo de notificación no encontrado.',
  notificacao: 'Notificación no encontrada.',
  notificacaoGenerica: 'Notificación genérica no encontrada.',
  pasta: 'Carpeta no encontrada.',
  produto: 'Producto no encontrado.',
  relatorio: 'Informe no encontrado.',
  setor: 'Sector no encontrado.',
  slide: 'Diapositiva no encontrada.',
  tipoAcesso: 'Tipo de acceso no encontrado.',
  tipoUsuario: 'Tipo de usuario no encontrado.',
  usuario: 'Usuario no encontrado.',
};

const EN: Record<EntityName, string> = {
  arquivo: 'File not found.',
  anuncio: 'Advertisement not found.',
  ausenciaTemporaria: 'Temporary absence not found.',
  avatar: 'Photo not found.',
  cargo: 'Position not found.',
  comunicado: 'Notice not found.',
  dealer: '{labelDealer} not found.',
  departamento: 'Department not found.',
  desligamento: 'Dismissal reason not found.',
  divisao: 'Division not found.',
  funcionalidade: 'Feature not found.',
  grupo: '{labelGrupo} not found.',
  grupoEconomico: 'Economic group not found.',
  grupoUsuarios: 'User group not found.',
  importacao: 'Import not found.',
  itemBiblioteca: 'Library item not found.',
  marca: '{labelMarca} not found.',
  modeloNotificacao: 'Notification model not found.',
  notificacao: 'Notification not found.',
  notificacaoGenerica: 'Generic notification not found.',
  pasta: 'Folder not found.',
  produto: 'Product not found.',
  relatorio: 'Report not found.',
  setor: 'Sector not found.',
  slide: 'Slide not found.',
  tipoAcesso: 'Access type not found.',
  tipoUsuario: 'User type not found.',
  usuario: 'User not found.',
};

/** The catalog key of an entity's NOT_FOUND sentence. */
export const notFoundKey = (entity: EntityName) => `error.notFound.${entity}`;

const keyed = (sentences: Record<EntityName, string>) =>
  Object.fromEntries(ENTITY_NAMES.map((entity) => [notFoundKey(entity), sentences[entity]]));

addMessages({ PT_BR: keyed(PT_BR), ES: keyed(ES), EN: keyed(EN) });
