import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/*
 * A screen's own label for its breadcrumb (spec 02 route table: on /biblioteca/{idPasta} the
 * breadcrumb label is the folder name). The shell draws the breadcrumbs from the route table and
 * knows only route titles; a screen that has a better name publishes it here, for its path, and
 * may add the crumbs between its route parent and itself (a folder's parent folders), so the page
 * needs no second breadcrumb of its own.
 */

/** One crumb a screen adds between its route parent and itself. */
export interface PageCrumb {
  readonly path: string;
  readonly label: string;
}

export interface PageLabel {
  readonly path: string;
  readonly label: string;
  readonly parents: readonly PageCrumb[];
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

/**
 * Publishes the label of the page at `path` (and the crumbs before it) while the calling screen
 * is mounted; nothing while the label is empty.
 */
export function usePublishPageLabel(path: string, label: string | null | undefined, parents: readonly PageCrumb[] = []): void {
  const { set } = useContext(PageLabelContext);
  // By value: a caller's fresh array each render must not publish again (and re-render) forever.
  const parentsKey = JSON.stringify(parents);
  useEffect(() => {
    if (!label) return undefined;
    set({ path, label, parents: JSON.parse(parentsKey) as PageCrumb[] });
    return () => set(null);
  }, [path, label, parentsKey, set]);
}

/** What a screen published for this path, if anything. */
export function usePageLabel(path: string): PageLabel | null {
  const { current } = useContext(PageLabelContext);
  return current && current.path === path ? current : null;
}

/**
 * Whether the shell's breadcrumbs are hidden (small screens, spec 01 §1). A screen whose path
 * matters (the library) draws its own trail exactly then, so there is always one, never two.
 */
export function useShellBreadcrumbsHidden(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
