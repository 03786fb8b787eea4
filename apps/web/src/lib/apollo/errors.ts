/** Error codes the API puts in `extensions.code` (DESIGN.md, Conventions). */
export type ApiErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

interface GraphQLErrorLike {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

interface ApolloErrorLike {
  readonly graphQLErrors?: readonly GraphQLErrorLike[];
  readonly networkError?: (Error & { statusCode?: number; result?: unknown }) | null;
}

function asApolloError(err: unknown): ApolloErrorLike | undefined {
  return typeof err === 'object' && err !== null ? (err as ApolloErrorLike) : undefined;
}

/** GraphQL errors of an Apollo error, including those carried by a non-2xx HTTP response. */
function graphQLErrors(err: unknown): readonly GraphQLErrorLike[] {
  const e = asApolloError(err);
  if (!e) return [];
  if (e.graphQLErrors && e.graphQLErrors.length > 0) return e.graphQLErrors;
  const result = e.networkError?.result as { errors?: GraphQLErrorLike[] } | undefined;
  return Array.isArray(result?.errors) ? result.errors : [];
}

/** The first `extensions.code` of the error, if the API sent one. */
export function errorCode(err: unknown): string | undefined {
  for (const g of graphQLErrors(err)) {
    const code = g.extensions?.['code'];
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The server's (already translated) message, when there is one to show the user. */
export function serverMessage(err: unknown): string | undefined {
  const first = graphQLErrors(err)[0];
  return first?.message ? first.message : undefined;
}

/** Per-field messages of a BAD_USER_INPUT error. */
export function fieldErrors(err: unknown): readonly FieldError[] {
  for (const g of graphQLErrors(err)) {
    const fields = g.extensions?.['fields'];
    if (Array.isArray(fields)) {
      return fields.filter(
        (f): f is FieldError => typeof f?.field === 'string' && typeof f?.message === 'string',
      );
    }
  }
  return [];
}

/**
 * True when the API could not be reached or failed on its side (network failure or HTTP 5xx):
 * at start-up that means the portal is being updated, not that the user did something wrong.
 */
export function isServerUnavailable(err: unknown): boolean {
  const e = asApolloError(err);
  const net = e?.networkError;
  if (!net) return false;
  return net.statusCode === undefined || net.statusCode >= 500;
}
