/**
 * The dry run of a member import: POST /import/user-groups/{grupoId}/members with the file; the
 * server resolves each line and answers the preview (nothing written). Confirming is the
 * importarGrupoUsuarios mutation (user-groups.queries.ts).
 */
export const importMembersUrl = (grupoId: string) => `/import/user-groups/${encodeURIComponent(grupoId)}/members`;

/** What the file picker offers (the server checks the bytes again). */
export const IMPORT_MEMBERS_ACCEPT = '.xlsx,.csv,.txt';

/** One line of the file as the preview tells it. */
export interface LinhaPrevia {
  readonly linha: number;
  readonly valor: string;
  readonly situacao: 'ADICIONAR' | 'MEMBRO' | 'ERRO';
  readonly usuario?: { readonly id: number; readonly nome: string; readonly email: string };
  /** The line's problem, in the signed-in user's language. */
  readonly mensagem?: string;
}

export interface PreviaImportacao {
  readonly id: number;
  readonly grupo: { readonly id: number; readonly nome: string };
  readonly nomeArquivo: string;
  readonly adicionar: number;
  readonly membros: number;
  readonly erros: number;
  readonly linhas: readonly LinhaPrevia[];
}

/** A refused upload, with the server's translated message when it sent one. */
export class ImportMembersError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImportMembersError';
  }
}

export interface ImportMembersDeps {
  readonly getAccessToken: () => Promise<string | null>;
  readonly getLocale: () => string;
  /** Token refused: renew the session; true when a retry makes sense. */
  readonly recover: () => Promise<boolean>;
  readonly fetch?: typeof fetch;
}

/** Sends the file; resolves the preview, or rejects with an ImportMembersError. */
export async function sendMembersFile(grupoId: string, file: File, deps: ImportMembersDeps): Promise<PreviaImportacao> {
  const doFetch = deps.fetch ?? fetch;
  const send = async () => {
    const token = await deps.getAccessToken();
    const body = new FormData();
    body.append('file', file, file.name);
    return doFetch(importMembersUrl(grupoId), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': deps.getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
  };
  let res = await send();
  if (res.status === 401 && (await deps.recover())) res = await send();
  const json = (await res.json().catch(() => null)) as (Partial<PreviaImportacao> & { message?: string }) | null;
  if (!res.ok || !json || json.id == null) throw new ImportMembersError(res.status, json?.message ?? '');
  return json as PreviaImportacao;
}
