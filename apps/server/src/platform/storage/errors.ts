/** Failures of the object stores that callers map to answers (413, 404). */

/** A body passed the byte limit of a put; the store has kept nothing of it. */
export class StorageTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = 'StorageTooLargeError';
  }
}

/** The object asked for does not exist (deleted, or never stored). */
export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`object ${key} not found`);
    this.name = 'StorageNotFoundError';
  }
}
