import type { MenuEntriesProvider } from '../shell/menu.service.js';
import { relatoriosDoUsuario } from './definicoes.service.js';
import { tituloEm } from './relatorio.view.js';

/** The shell menu's 'relatorios' category: the active reports the user may open (handed to the shell by modules/index.ts). */
export const reportMenuEntries: MenuEntriesProvider = async (db, user) =>
  (await relatoriosDoUsuario(db, user)).map((r) => ({
    category: 'relatorios',
    title: tituloEm(r, user.idioma),
    uri: `/relatorio/${r.slug}`,
    order: r.ordem,
  }));
