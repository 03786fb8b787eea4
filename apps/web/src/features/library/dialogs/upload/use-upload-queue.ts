import { useCallback, useEffect, useReducer, useRef } from 'react';
import { logger } from '../../../../lib/logger/logger';
import { entriesOf, uploadReducer, type UploadEntry } from './upload-list';
import type { Uploader } from './uploader';

export interface UploadQueue {
  readonly entries: readonly UploadEntry[];
  /** Adds picked files; returns the names refused as duplicates. */
  readonly add: (files: readonly File[]) => string[];
  /** Drops a file from the list, stopping its transfer. */
  readonly remove: (key: string) => void;
  readonly clear: () => void;
}

/**
 * The upload dialog's files: each valid file is sent as soon as it is added, one at a time in
 * the order added (spec 02 §4), with its progress; a failure is logged and marks that file
 * only. Closing the dialog stops what is still in flight.
 */
export function useUploadQueue(uploader: Uploader): UploadQueue {
  const [entries, dispatch] = useReducer(uploadReducer, []);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const latest = useRef(entries);
  latest.current = entries;

  useEffect(() => {
    if (entries.some((e) => e.status === 'uploading')) return;
    const next = entries.find((e) => e.status === 'queued');
    if (!next) return;
    const controller = new AbortController();
    controllers.current.set(next.key, controller);
    dispatch({ type: 'start', key: next.key });
    uploader(next.file, {
      signal: controller.signal,
      onProgress: (sent, total) => {
        if (!controller.signal.aborted) dispatch({ type: 'progress', key: next.key, progress: total > 0 ? Math.round((sent / total) * 100) : 0 });
      },
    }).then(
      (uid) => {
        if (!controller.signal.aborted) dispatch({ type: 'success', key: next.key, uid });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn(`library upload of ${next.file.name} failed`, err);
        dispatch({ type: 'error', key: next.key });
      },
    ).finally(() => controllers.current.delete(next.key));
  }, [entries, uploader]);

  // The dialog closed (or the queue went away): nothing keeps sending in the background.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
      running.clear();
    };
  }, []);

  const add = useCallback((files: readonly File[]) => {
    const { entries: added, duplicates } = entriesOf(latest.current, files, () => `f${++counter.current}`);
    // The next add in the same tick must see these names too.
    latest.current = [...latest.current, ...added];
    if (added.length) dispatch({ type: 'add', entries: added });
    return duplicates;
  }, []);

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  return { entries, add, remove, clear };
}
