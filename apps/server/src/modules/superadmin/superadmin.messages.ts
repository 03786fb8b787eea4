import { addMessages } from '../../platform/i18n/messages.js';

/** Messages of the super-admin area (spec 01 §2 "Super-admin", §5 "Other"). */
addMessages({
  PT_BR: {
    'error.superadmin.emailInvalido': 'O campo {field} deve ser um e-mail válido.',
    'error.superadmin.provedorExterno': 'A sincronização com um provedor de identidade externo (Keycloak) ainda não está disponível.',
    'superadmin.sync.semGrupos': 'O provedor de identidade embutido não tem grupos: não há dealers nem grupos a reconciliar.',
    'field.emailUsuario': 'e-mail do usuário',
  },
  ES: {
    'error.superadmin.emailInvalido': 'El campo {field} debe ser un correo electrónico válido.',
    'error.superadmin.provedorExterno': 'La sincronización con un proveedor de identidad externo (Keycloak) aún no está disponible.',
    'superadmin.sync.semGrupos': 'El proveedor de identidad integrado no tiene grupos: no hay dealers ni grupos que conciliar.',
    'field.emailUsuario': 'correo electrónico del usuario',
  },
  EN: {
    'error.superadmin.emailInvalido': 'The field {field} must be a valid e-mail address.',
    'error.superadmin.provedorExterno': 'Synchronisation with an external identity provider (Keycloak) is not available yet.',
    'superadmin.sync.semGrupos': 'The embedded identity provider has no groups: there are no dealers or groups to reconcile.',
    'field.emailUsuario': "user's e-mail",
  },
});
