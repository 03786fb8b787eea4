import { LIMITS } from '@portal/domain';

/** Phones: strictly below the table breakpoint (768 px shows the table and the open filters). */
export const NARROW_QUERY = `(max-width:${LIMITS.tableBreakpointPx - 0.02}px)`;
