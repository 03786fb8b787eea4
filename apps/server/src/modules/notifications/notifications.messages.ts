import { addMessages } from '../../platform/i18n/messages.js';

/** Messages and field labels of the notifications' core (the link allowlist, the notification's fields). */
addMessages({
  PT_BR: {
    'error.notificacao.linkNaoPermitido':
      'O campo {field} deve ser um caminho do portal (começando com /) ou um endereço sob o endereço base de um produto.',
    'field.link': 'link',
    'field.titulo': 'título',
    'field.texto': 'texto',
    'field.ids': 'notificações',
  },
  ES: {
    'error.notificacao.linkNaoPermitido':
      'El campo {field} debe ser una ruta del portal (que empiece con /) o una dirección bajo la dirección base de un producto.',
    'field.link': 'enlace',
    'field.titulo': 'título',
    'field.texto': 'texto',
    'field.ids': 'notificaciones',
  },
  EN: {
    'error.notificacao.linkNaoPermitido': "The field {field} must be a path of the portal (starting with /) or an address under a product's base address.",
    'field.link': 'link',
    'field.titulo': 'title',
    'field.texto': 'text',
    'field.ids': 'notifications',
  },
});
