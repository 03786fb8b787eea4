/*
 * Paging moved to platform/db/paging.ts, where every area's lists share it. This re-export stays
 * only while the absences area still imports it from here; it goes once that import moves.
 */
export { likePattern, MAX_ROWS_PER_PAGE, paging } from '../../platform/db/paging.js';
