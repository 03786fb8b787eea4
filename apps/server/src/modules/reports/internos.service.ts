import type { Idioma } from '@portal/domain';
import type { RelatorioInterno } from '../../generated/graphql.js';
import type { Db } from '../../platform/db/connection.js';
import { notFound } from '../../platform/errors.js';
import { t } from '../../platform/i18n/messages.js';
import type { CurrentUser } from '../../platform/graphql/context.js';
import { callerReach } from '../dealers/dealers.policy.js';
import { alcanceComunicadosPorMarcaEGrupo } from '../notices/dashboard/alcance-rede.queries.js';
import { downloadsPorPasta } from '../library/downloads-rede.queries.js';
import { readableBy } from '../users/users.policy.js';
import { ultimoAcessoPorGrupoDealer } from '../users/ultimo-acesso.queries.js';
import { relatorioAberto } from './definicoes.service.js';
import type { RelatorioRow } from './relatorio.view.js';
import './reports.messages.js';

/** A built-in report's data (the schema's DadosRelatorio): label headers, count headers, rows. */
export interface DadosRelatorio {
  relatorioInterno: RelatorioInterno;
  rotulos: string[];
  colunas: string[];
  linhas: { rotulos: string[]; valores: number[] }[];
}

const headers = (idioma: Idioma, prefix: string, keys: readonly string[]) => keys.map((k) => t(idioma, `relatorio.${prefix}.${k}`));

/**
 * The built-in reports, each read through the query function its owner area exports (notices,
 * library, users), one set-based statement each. A dealer-group caller sees only its reach: its
 * own dealer groups' rows (notice reach, last access), downloads by the people it reaches.
 */
export async function dadosRelatorio(db: Db, user: CurrentUser, interno: RelatorioInterno): Promise<DadosRelatorio> {
  const idioma = user.idioma;
  const semMarca = t(idioma, 'relatorio.sem.marca');
  const semGrupo = t(idioma, 'relatorio.sem.grupo');
  switch (interno) {
    case 'ALCANCE_COMUNICADOS': {
      const reach = await callerReach(db, user);
      const rows = await alcanceComunicadosPorMarcaEGrupo(db, reach?.grupos ?? null);
      return {
        relatorioInterno: interno,
        rotulos: headers(idioma, 'rotulo', ['marca', 'grupo']),
        colunas: headers(idioma, 'coluna', ['entregas', 'lidos', 'cientes']),
        linhas: rows.map((r) => ({ rotulos: [r.marca ?? semMarca, r.grupo ?? semGrupo], valores: [r.entregas, r.lidos, r.cientes] })),
      };
    }
    case 'DOWNLOADS_BIBLIOTECA': {
      const rows = await downloadsPorPasta(db, await readableBy(db, user));
      return {
        relatorioInterno: interno,
        rotulos: headers(idioma, 'rotulo', ['pasta']),
        colunas: headers(idioma, 'coluna', ['downloads', 'pessoas', 'arquivos']),
        linhas: rows.map((r) => ({ rotulos: [r.pasta], valores: [r.downloads, r.pessoas, r.arquivos] })),
      };
    }
    case 'ULTIMO_ACESSO': {
      const reach = await callerReach(db, user);
      const rows = await ultimoAcessoPorGrupoDealer(db, reach?.grupos ?? null);
      return {
        relatorioInterno: interno,
        rotulos: headers(idioma, 'rotulo', ['grupo']),
        colunas: headers(idioma, 'coluna', ['usuarios', 'ate30', 'ate90', 'mais90', 'nunca']),
        linhas: rows.map((r) => ({ rotulos: [r.grupo ?? semGrupo], valores: [r.usuarios, r.ate30, r.ate90, r.mais90, r.nunca] })),
      };
    }
  }
}

/**
 * A built-in report the caller may open, by slug, and its data as the caller may see it (the
 * screen's table and the export read the same). NOT_FOUND for an external dashboard: it has no data.
 */
export async function dadosDoRelatorio(db: Db, user: CurrentUser, slug: string): Promise<{ row: RelatorioRow; dados: DadosRelatorio }> {
  const row = await relatorioAberto(db, user, slug);
  // Stored values are checked on save (reports.input.ts), so a stored id is one of the schema's.
  const interno = row.relatorioInterno as RelatorioInterno | null;
  if (!interno) throw notFound('relatorio');
  return { row, dados: await dadosRelatorio(db, user, interno) };
}
