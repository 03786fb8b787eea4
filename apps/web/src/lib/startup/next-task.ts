/**
 * Runs `task` in a new task of the browser's event loop (a MessageChannel message: unlike
 * setTimeout, no 4 ms clamp, and it does not wait for idle time). Between the two tasks the
 * browser handles what was queued meanwhile: network answers, input, a frame. Returns a cancel
 * function.
 */
export function nextTask(task: () => void): () => void {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/** Awaitable form of nextTask: the caller goes on in a new task. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
