/** The routes of this screen (spec 02 §2: /notificacoesGenericas, nova/{tipo}, editar/{tipo}/{id}). */
export const LIST_PATH = '/notificacoesGenericas';
export type Aba = 'notificacoes' | 'modelos';
export type Tipo = 'comModelo' | 'modelo';

export const listPathOf = (aba: Aba) => (aba === 'modelos' ? `${LIST_PATH}?aba=modelos` : LIST_PATH);
export const novaPath = (tipo: Tipo) => `${LIST_PATH}/nova/${tipo}`;
export const editarPath = (tipo: Tipo, id: string) => `${LIST_PATH}/editar/${tipo}/${id}`;
