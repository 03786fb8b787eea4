import type { Idioma } from '@portal/domain';
import { t } from '../../../platform/i18n/messages.js';
import type { Migracao } from './migracoes.service.js';
import type { LinhaLogMigracao } from './migracoes.tables.js';
import './migracoes.messages.js';

/** A log line in the reader's language; a phase named in it is translated too. */
function texto(idioma: Idioma, l: LinhaLogMigracao): string {
  const valores = { ...l.valores };
  if (typeof valores.fase === 'string') valores.fase = t(idioma, `migracao.fase.${valores.fase}`);
  return t(idioma, l.chave, valores);
}

/** A migration as the API answers it. */
export function migracaoView(idioma: Idioma, m: Migracao) {
  return {
    id: String(m.id),
    tipo: m.tipo,
    status: m.status,
    feitos: m.feitos,
    total: m.total,
    log: m.log.map((l) => ({ em: l.em, texto: texto(idioma, l) })),
    erro: m.erro === null ? null : t(idioma, 'migracao.log.erro', { erro: m.erro }),
    iniciadaEm: m.createdAt.toISOString(),
    concluidaEm: m.finishedAt?.toISOString() ?? null,
  };
}
