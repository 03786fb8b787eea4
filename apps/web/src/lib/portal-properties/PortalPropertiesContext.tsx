import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlContext } from 'react-intl';
import { idiomaFromTag } from '@portal/domain';
import { fetchPortalProperties, labelsOf, type PortalLabels, type PortalProperties } from './portal-properties';

interface PortalPropertiesValue {
  /** Null while loading or when the server could not provide them. */
  readonly properties: PortalProperties | null;
}

const Ctx = createContext<PortalPropertiesValue>({ properties: null });

interface ProviderProps {
  readonly children: ReactNode;
  /** Known values (tests, or a caller that already fetched them); skips the request. */
  readonly value?: PortalProperties | null;
  readonly load?: () => Promise<PortalProperties | null>;
}

/** Loads the public portal properties once and shares them. */
export function PortalPropertiesProvider({ children, value, load = fetchPortalProperties }: ProviderProps) {
  const [properties, setProperties] = useState<PortalProperties | null>(value ?? null);
  useEffect(() => {
    if (value !== undefined) return;
    let live = true;
    void load().then((p) => live && setProperties(p));
    return () => {
      live = false;
    };
  }, [value, load]);
  const ctx = useMemo(() => ({ properties }), [properties]);
  return <Ctx.Provider value={ctx}>{children}</Ctx.Provider>;
}

/** The portal properties (name, favicon, realm, user rules …). */
export function usePortalProperties(): PortalProperties | null {
  return useContext(Ctx).properties;
}

/** Dealer/brand/group labels in the interface language, ready to pass as react-intl values. */
export function usePortalLabels(): PortalLabels {
  const { properties } = useContext(Ctx);
  const idioma = idiomaFromTag(useContext(IntlContext)?.locale);
  return useMemo(() => labelsOf(properties, idioma), [properties, idioma]);
}
