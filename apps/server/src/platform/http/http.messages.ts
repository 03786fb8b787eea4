import { addMessages } from '../i18n/messages.js';

/** Messages of requests refused as such (platform/http/errors.ts), on REST and GraphQL alike. */
addMessages({
  PT_BR: {
    'error.http.badRequest': 'Requisição malformada.',
    'error.http.tooLarge': 'A requisição é grande demais.',
    'error.http.methodNotAllowed': 'Método não permitido para este endereço.',
    'error.http.mediaType': 'Tipo de conteúdo não aceito.',
    'error.http.notFound': 'Endereço não encontrado.',
    'error.introspection': 'Entre no portal para consultar o esquema da API.',
  },
  ES: {
    'error.http.badRequest': 'Solicitud mal formada.',
    'error.http.tooLarge': 'La solicitud es demasiado grande.',
    'error.http.methodNotAllowed': 'Método no permitido para esta dirección.',
    'error.http.mediaType': 'Tipo de contenido no aceptado.',
    'error.http.notFound': 'Dirección no encontrada.',
    'error.introspection': 'Inicie sesión en el portal para consultar el esquema de la API.',
  },
  EN: {
    'error.http.badRequest': 'Malformed request.',
    'error.http.tooLarge': 'The request is too large.',
    'error.http.methodNotAllowed': 'Method not allowed for this address.',
    'error.http.mediaType': 'Content type not accepted.',
    'error.http.notFound': 'Address not found.',
    'error.introspection': 'Sign in to the portal to read the API schema.',
  },
});
