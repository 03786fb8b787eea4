/**
 * A web address people are sent to (a brand's social link, a slide's or advert's link, a product's
 * base address): an absolute http(s) URL with a host, no credentials and no spaces. Anything else
 * (javascript:, mailto:, a relative path, user:password@) is refused, since these links are
 * opened by everyone who sees them. Callers add their own limits (a base address: no query).
 */
export function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
