import type { Resolvers } from '../../generated/graphql.js';
import { genericasResolvers } from './genericas/genericas.resolvers.js';
import { minhasNotificacoesResolvers } from './minhas/minhas.resolvers.js';
import { pushResolvers } from './push/push.resolvers.js';

/**
 * The notifications area's API (notifications.graphql): the signed-in user's own notifications
 * (`minhas/`), generic notifications and models (`genericas/`) and web push subscriptions
 * (`push/`). Each part is typed by the generated `Resolvers`; Query and Mutation are merged here.
 */
export const notificationsResolvers: Resolvers = {
  ...minhasNotificacoesResolvers,
  ...genericasResolvers,
  ...pushResolvers,
  Query: { ...minhasNotificacoesResolvers.Query, ...genericasResolvers.Query, ...pushResolvers.Query },
  Mutation: { ...minhasNotificacoesResolvers.Mutation, ...genericasResolvers.Mutation, ...pushResolvers.Mutation },
};
