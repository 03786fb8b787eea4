import { createContext, useContext } from 'react';

/** Wipes what the portal keeps on this browser (offline cache, tokens …); used by sign-out. */
export type ClearClientData = () => Promise<void>;

export const ClientDataContext = createContext<ClearClientData>(() => Promise.resolve());

export function useClearClientData(): ClearClientData {
  return useContext(ClientDataContext);
}
