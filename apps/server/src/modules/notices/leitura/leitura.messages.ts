import { addMessages } from '../../../platform/i18n/messages.js';

/**
 * Messages of a recipient's reading of notices (leitura/): the acknowledgement refused on a notice
 * that does not ask for one, and the labels of the fields a recipient sends.
 */
addMessages({
  PT_BR: {
    'error.comunicadoEnvio.cienciaNaoRequerida': 'Este comunicado não pede confirmação de leitura.',
    'field.idComunicado': 'comunicado',
    'field.idDepartamento': 'departamento',
    'field.etiqueta': 'etiqueta',
  },
  ES: {
    'error.comunicadoEnvio.cienciaNaoRequerida': 'Este comunicado no pide confirmación de lectura.',
    'field.idComunicado': 'comunicado',
    'field.idDepartamento': 'departamento',
    'field.etiqueta': 'etiqueta',
  },
  EN: {
    'error.comunicadoEnvio.cienciaNaoRequerida': 'This notice does not ask for an acknowledgement.',
    'field.idComunicado': 'notice',
    'field.idDepartamento': 'department',
    'field.etiqueta': 'tag',
  },
});
