import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPES, type FeatureKey } from '@portal/domain';

/**
 * A condition over `usuarios u`: the user holds the feature, as the API's checks decide it
 * (canAccess): granted the feature, or the technical provider, who passes any feature check.
 * For other areas that pick people by what they may do (a notice's approvers).
 */
export function holdsFeatureSql(feature: FeatureKey): SQL {
  return sql`(u.tipo = ${USER_TYPES.PROVEDOR} or exists (
    select 1 from usuario_funcionalidades uf join funcionalidades f on f.id = uf.funcionalidade_id
     where uf.usuario_id = u.id and f.chave = ${feature}))`;
}
