import type { SignedDownloadLinks } from './download-links.js';
import type { Storage } from './types.js';

/** The storage as built here: the links can also tell a forged token from an expired one. */
export interface PortalStorage extends Storage {
  links: SignedDownloadLinks;
}
