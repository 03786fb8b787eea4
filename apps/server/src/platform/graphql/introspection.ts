import { BREAK, visit, type DocumentNode } from 'graphql';
import { AppError } from '../errors.js';
import type { CurrentUser } from './context.js';
import '../http/http.messages.js';

/** Whether a document asks for the schema (`__schema` or `__type`; `__typename` is ordinary). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * Introspection is for signed-in callers only (ASVS 13.4.2): an anonymous caller learns nothing
 * of the API beyond the operations it already knows.
 */
export function assertIntrospectionAllowed(document: DocumentNode, user: CurrentUser | null): void {
  if (!user && asksForSchema(document)) throw new AppError('UNAUTHENTICATED', 'error.introspection');
}
