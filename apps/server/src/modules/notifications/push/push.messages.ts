import { addMessages } from '../../../platform/i18n/messages.js';

/** Messages of the web push subscriptions (gerarPushSubscription). */
addMessages({
  PT_BR: {
    'error.push.endpoint': 'O campo {field} deve ser um endereço https de serviço de push.',
    'error.push.chave': 'O campo {field} não é uma chave válida de inscrição de push.',
    'field.endpoint': 'endereço da inscrição',
    'field.auth': 'segredo de autenticação',
    'field.key': 'chave pública',
  },
  ES: {
    'error.push.endpoint': 'El campo {field} debe ser una dirección https de un servicio de push.',
    'error.push.chave': 'El campo {field} no es una clave válida de suscripción push.',
    'field.endpoint': 'dirección de la suscripción',
    'field.auth': 'secreto de autenticación',
    'field.key': 'clave pública',
  },
  EN: {
    'error.push.endpoint': 'The field {field} must be an https address of a push service.',
    'error.push.chave': 'The field {field} is not a valid push subscription key.',
    'field.endpoint': 'subscription address',
    'field.auth': 'authentication secret',
    'field.key': 'public key',
  },
});
