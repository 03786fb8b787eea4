/** User types of spec 01 §3. PROVEDOR is the technical provider (TECSINAPSE in spec 02). */
export const USER_TYPES = {
  PROVEDOR: 'PROVEDOR',
  MONTADORA: 'MONTADORA',
  DEALER_GRUPO: 'DEALER_GRUPO',
} as const;

export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

export const ALL_USER_TYPES: readonly UserType[] = Object.values(USER_TYPES);

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (ALL_USER_TYPES as readonly string[]).includes(value);
}
