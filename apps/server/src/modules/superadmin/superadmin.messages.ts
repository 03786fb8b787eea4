import { addMessages } from '../../platform/i18n/messages.js';

/** Messages of the super-admin area (spec 01 §2 "Super-admin", §5 "Other"). */
addMessages({
  PT_BR: {
    'error.superadmin.emailInvalido': 'O campo {field} deve ser um e-mail válido.',
    'error.superadmin.keycloakNaoConfigurado':
      'A sincronização com o Keycloak não está configurada: defina KEYCLOAK_ADMIN_CLIENT_ID e KEYCLOAK_ADMIN_CLIENT_SECRET no servidor.',
    'error.superadmin.provedorFalhou': 'O provedor de identidade recusou {acao} ({status}: {detalhe}). O que foi feito antes foi mantido; corrija e sincronize de novo.',
    'superadmin.sync.semGrupos': 'O provedor de identidade embutido não tem grupos: não há dealers nem grupos a reconciliar.',
    'field.emailUsuario': 'e-mail do usuário',
  },
  ES: {
    'error.superadmin.emailInvalido': 'El campo {field} debe ser un correo electrónico válido.',
    'error.superadmin.keycloakNaoConfigurado':
      'La sincronización con Keycloak no está configurada: defina KEYCLOAK_ADMIN_CLIENT_ID y KEYCLOAK_ADMIN_CLIENT_SECRET en el servidor.',
    'error.superadmin.provedorFalhou': 'El proveedor de identidad rechazó {acao} ({status}: {detalhe}). Lo hecho antes se mantuvo; corrija y sincronice de nuevo.',
    'superadmin.sync.semGrupos': 'El proveedor de identidad integrado no tiene grupos: no hay dealers ni grupos que conciliar.',
    'field.emailUsuario': 'correo electrónico del usuario',
  },
  EN: {
    'error.superadmin.emailInvalido': 'The field {field} must be a valid e-mail address.',
    'error.superadmin.keycloakNaoConfigurado':
      'Synchronisation with Keycloak is not configured: set KEYCLOAK_ADMIN_CLIENT_ID and KEYCLOAK_ADMIN_CLIENT_SECRET on the server.',
    'error.superadmin.provedorFalhou': 'The identity provider refused {acao} ({status}: {detalhe}). What was done before it was kept; fix it and synchronise again.',
    'superadmin.sync.semGrupos': 'The embedded identity provider has no groups: there are no dealers or groups to reconcile.',
    'field.emailUsuario': "user's e-mail",
  },
});
