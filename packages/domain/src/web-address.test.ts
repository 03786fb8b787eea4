import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address.js';

describe('isWebAddress', () => {
  it('absolute http(s) with a host, query and fragment allowed', () => {
    for (const ok of ['https://portal.test/a?b=1', 'http://x.test', 'https://youtube.com/@marca?sub_confirmation=1#top']) {
      expect(isWebAddress(ok), ok).toBe(true);
    }
  });

  it('no other scheme, relative path, credentials or spaces', () => {
    for (const bad of ['javascript:alert(1)', '/home', 'https://user:pw@x.test', 'https://x .test', 'mailto:a@b.c', 'ftp://x.test', 'not a url']) {
      expect(isWebAddress(bad), bad).toBe(false);
    }
  });
});
