/** Paths of the sign-in flow that are routes of this app (kept free of imports: main.ts reads them). */
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_RENEW_PATH = '/auth/silent-renew';
