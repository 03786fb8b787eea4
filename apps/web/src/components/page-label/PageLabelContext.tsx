import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/*
 * A screen's own label for its breadcrumb (spec 02 route table: on /biblioteca/{idPasta} the
 * breadcrumb label is the folder name). The shell draws the breadcrumbs from the route table and
 * knows only route titles; a screen that has a better name publishes it here, for its path.
 */

interface PageLabel {
  readonly path: string;
  readonly label: string;
}

interface PageLabelState {
  readonly current: PageLabel | null;
  readonly set: (value: PageLabel | null) => void;
}

const PageLabelContext = createContext<PageLabelState>({ current: null, set: () => undefined });

/** Holds the label the current screen published. */
export function PageLabelProvider({ children }: { readonly children: ReactNode }) {
  const [current, set] = useState<PageLabel | null>(null);
  const value = useMemo(() => ({ current, set }), [current]);
  return <PageLabelContext.Provider value={value}>{children}</PageLabelContext.Provider>;
}

/** Publishes the label of the page at `path` while the calling screen is mounted (nothing while label is empty). */
export function usePublishPageLabel(path: string, label: string | null | undefined): void {
  const { set } = useContext(PageLabelContext);
  useEffect(() => {
    if (!label) return undefined;
    set({ path, label });
    return () => set(null);
  }, [path, label, set]);
}

/** The label a screen published for this path, if any. */
export function usePageLabel(path: string): string | null {
  const { current } = useContext(PageLabelContext);
  return current && current.path === path ? current.label : null;
}
