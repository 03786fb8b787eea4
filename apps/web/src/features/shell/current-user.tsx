import type { AccessSubject, UserType } from '@portal/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readPreference, writePreference } from './preferences';
import type { Marca, UsuarioLogado } from './shell.queries';

interface CurrentUserValue {
  readonly user: UsuarioLogado;
  /** The user type the person acts as (the selector shows when tiposUsuarios has several). */
  readonly activeType: UserType;
  readonly setActiveType: (tipo: UserType) => void;
  /** The brand chosen in the selector, or the first one; null for users without brands. */
  readonly activeBrand: Marca | null;
  readonly setActiveBrand: (marcaId: string) => void;
  /** What canAccess() looks at. */
  readonly subject: AccessSubject;
}

const CurrentUserCtx = createContext<CurrentUserValue | null>(null);

function initialType(user: UsuarioLogado): UserType {
  const stored = readPreference('tipo', user.id);
  return user.tiposUsuarios.some((t) => t.id === stored) ? (stored as UserType) : user.tipo.id;
}

/** Shares the signed-in user (usuarioLogado) and the choices made in the top bar. */
export function CurrentUserProvider({ user, children }: { user: UsuarioLogado; children: ReactNode }) {
  const [chosenType, setChosenType] = useState<UserType | null>(() => initialType(user));
  const [chosenBrand, setChosenBrand] = useState<string | null>(() => readPreference('marca', user.id));

  const activeType = user.tiposUsuarios.some((t) => t.id === chosenType) ? (chosenType as UserType) : user.tipo.id;
  const activeBrand = user.marcas.find((m) => m.id === chosenBrand) ?? user.marcas[0] ?? null;

  const setActiveType = useCallback(
    (tipo: UserType) => {
      writePreference('tipo', user.id, tipo);
      setChosenType(tipo);
    },
    [user.id],
  );
  const setActiveBrand = useCallback(
    (marcaId: string) => {
      writePreference('marca', user.id, marcaId);
      setChosenBrand(marcaId);
    },
    [user.id],
  );

  const value = useMemo<CurrentUserValue>(
    () => ({
      user,
      activeType,
      setActiveType,
      activeBrand,
      setActiveBrand,
      subject: { tipo: activeType, funcionalidades: user.funcionalidades.map((f) => f.chave) },
    }),
    [user, activeType, setActiveType, activeBrand, setActiveBrand],
  );
  return <CurrentUserCtx.Provider value={value}>{children}</CurrentUserCtx.Provider>;
}

/** The signed-in user; only under the authenticated part of the app. */
export function useCurrentUser(): CurrentUserValue {
  const ctx = useContext(CurrentUserCtx);
  if (!ctx) throw new Error('useCurrentUser outside CurrentUserProvider');
  return ctx;
}
