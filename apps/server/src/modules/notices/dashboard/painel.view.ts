/*
 * The dashboard as the API answers it (GraphQL DashboardComunicado is mapped here, codegen.ts): a
 * file of types only, so the generated resolver types never lead back to a service.
 */

/** A count and its share of the delivered, 0..100 with one decimal (0 when nothing was delivered). */
export interface Contagem {
  total: number;
  percentual: number;
}

export interface PontoLeitura {
  dia: string;
  lidos: number;
  cientes: number;
  lidosAcumulado: number;
  cientesAcumulado: number;
}

/** The dashboard as the API answers it; `comunicadoId` is how its `comunicado` field finds the notice. */
export interface PainelView {
  comunicadoId: number;
  entregues: number;
  lidos: Contagem;
  cientes: Contagem;
  pendentesLeitura: Contagem;
  pendentesCiencia: Contagem;
  serie: PontoLeitura[];
  proximoLembretePermitido: string | null;
}
