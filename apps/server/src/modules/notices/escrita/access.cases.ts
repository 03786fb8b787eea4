import type { AccessCases, Operation, Role } from '../../../test/access-table.js';
import type { DemoRole } from '../../../test/graphql.js';
import type { TestApp } from '../../../test/harness.js';
import {
  APROVADORES,
  APROVAR,
  AUDIENCIA,
  CANCELAR,
  COMUNICADO,
  COMUNICADOS,
  ENVIAR,
  ERRATA,
  ETIQUETAS,
  EXCLUIR,
  novoComunicado,
  PARA_APROVACAO,
  PESSOAS_FORMULARIO,
  PREVIEW_GRUPOS,
  REJEITAR,
  SALVAR,
  type NovoComunicado,
} from './testing.js';

/** What the author's side's table needs, filled in by the area's access.test.ts. */
export interface EscritaAccessFixtures {
  t: TestApp;
  userId: Partial<Record<DemoRole, number>>;
  /** A public user group ('Rede Aurora'). */
  grupoPublico: number;
}

// montadora holds both notices features; admin (PROVEDOR) passes any feature check; consulta and
// the dealer user hold neither, and @auth refuses them before any row is read.
const EXPECTED: Record<Role, string> = { anonymous: 'UNAUTHENTICATED', dealer: 'FORBIDDEN', consulta: 'FORBIDDEN', montadora: 'OK', admin: 'OK' };

/**
 * The author's and approver's side (notices/escrita): each operation on a notice made for the role
 * about to call it (its author, or its picked approver), in the state the operation needs.
 */
export function escritaAccessCases(fx: EscritaAccessFixtures): AccessCases[] {
  const autor = (role: Role) => fx.userId[role === 'admin' ? 'admin' : 'montadora']!;
  const outro = (role: Role) => fx.userId[role === 'admin' ? 'montadora' : 'admin']!;
  const noticia = (role: Role, n: Omit<NovoComunicado, 'autorId'> = {}) => novoComunicado(fx.t.database, { autorId: autor(role), grupoIds: [fx.grupoPublico], ...n });
  const sobre =
    (query: string, n: (role: Role) => Omit<NovoComunicado, 'autorId'> | NovoComunicado, variables: (role: Role) => Record<string, unknown> = () => ({})): Operation =>
    async (role) => {
      const spec = n(role);
      const id = 'autorId' in spec ? await novoComunicado(fx.t.database, { grupoIds: [fx.grupoPublico], ...spec }) : await noticia(role, spec);
      return { query, variables: { id: String(id), ...variables(role) } };
    };
  const emAprovacaoPara = (role: Role): NovoComunicado => ({ autorId: outro(role), status: 'EM_APROVACAO', aprovadorId: autor(role) });
  return [
    {
      name: "notices writing: the author's and approver's side",
      ops: {
        comunicado: sobre(COMUNICADO, () => ({})),
        comunicados: () => ({ query: COMUNICADOS, variables: { f: { caixa: 'MEUS', busca: 'teste' } } }),
        aprovadoresComunicado: () => ({ query: APROVADORES, variables: { b: 'a' } }),
        etiquetasComunicados: () => ({ query: ETIQUETAS, variables: { b: '' } }),
        audienciaComunicado: () => ({ query: AUDIENCIA, variables: { d: { idsGrupos: [String(fx.grupoPublico)], emailsAvulsos: ['fora@portal.test'] } } }),
        destinatariosGruposComunicado: () => ({ query: PREVIEW_GRUPOS, variables: { f: { idsGrupos: [String(fx.grupoPublico)] } } }),
        usuariosComunicado: () => ({ query: PESSOAS_FORMULARIO, variables: { t: 'a' } }),
        salvarComunicado: () => ({ query: SALVAR, variables: { c: { titulo: 'Rascunho da tabela', mensagem: '<p>x</p>' } } }),
        excluirComunicado: sobre(EXCLUIR, () => ({})),
        enviarComunicado: sobre(ENVIAR, () => ({ dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000) })),
        enviarComunicadoParaAprovacao: sobre(PARA_APROVACAO, () => ({}), (role) => ({ a: String(outro(role)) })),
        aprovarComunicado: sobre(APROVAR, (role) => ({ ...emAprovacaoPara(role), dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000) })),
        rejeitarComunicado: sobre(REJEITAR, emAprovacaoPara, () => ({ m: 'Falta o prazo de entrega no texto.' })),
        cancelarAgendamentoComunicado: sobre(CANCELAR, () => ({ status: 'AGENDADO', dataHoraAgendamento: new Date(Date.now() + 3 * 3600_000) })),
        criarErrataComunicado: sobre(ERRATA, () => ({ status: 'ENVIADO' })),
      },
      expected: EXPECTED,
    },
  ];
}
