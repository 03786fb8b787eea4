import fs from 'node:fs';

/** Resident memory of a process, MB (decimal, as the upload figures): current and the kernel's peak. */
function readStatus(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: (kb('VmRSS') * 1024) / 1e6, hwm: (kb('VmHWM') * 1024) / 1e6 };
}

export interface MemoryFigures {
  /** RSS when sampling started, MB. */
  beforeMB: number;
  /** Highest RSS seen by the 100 ms samples, MB. */
  peakSampledMB: number;
  /** The kernel's own peak (VmHWM) since sampling started, MB; null when it could not be reset. */
  peakKernelMB: number | null;
  samples: number;
}

/**
 * Samples the resident memory of process `pid` (Linux /proc) every `everyMs` until stop(). The
 * kernel's peak (VmHWM) is reset first (clear_refs 5) so it covers this window only, and catches
 * a spike between two samples; where that is not allowed, only the samples count.
 */
export function sampleMemory(pid: number, everyMs = 100): { stop(): MemoryFigures } {
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    /* not permitted: sampled peak only */
  }
  const before = readStatus(pid).rss;
  let peak = before;
  let samples = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, readStatus(pid).rss);
      samples++;
    } catch {
      /* the process ended: the caller sees its failure */
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const last = readStatus(pid);
      peak = Math.max(peak, last.rss);
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        beforeMB: round(before),
        peakSampledMB: round(peak),
        peakKernelMB: hwmReset ? round(last.hwm) : null,
        samples,
      };
    },
  };
}
