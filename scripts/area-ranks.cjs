/**
 * The server's areas (apps/server/src/modules/<area>), lowest first. An area imports only areas
 * ranked below it (.dependency-cruiser.cjs) and its raw SQL reads only their tables, its own and
 * the platform's (scripts/check-sql-joins.mjs), so the modules form a graph without cycles.
 * Areas of one rank do not import each other. A new area is added here (usually as a new last
 * rank) before it may import another area.
 */
module.exports = [
  ['organisation'],
  ['dealers'],
  ['users'],
  ['user-groups', 'absences'],
  ['account', 'audit', 'shell'],
  ['library'],
  // Notifications deliver for the areas above them (notices, imports, approvals): they call it.
  ['notifications'],
  // Notices deliver through notifications and e-mail, to user groups' audiences.
  ['notices'],
  // The home's content (slides and adverts, targeted to user groups' stored audiences) and reports,
  // which read notices, the library and users through their exported query functions.
  // The super-admin's synchronisation reads users and sends their invitations (users/convite.ts).
  ['slides', 'reports', 'superadmin'],
  // The user import runs salvarUsuario's checks and writes per row and notifies its author.
  ['imports'],
];
