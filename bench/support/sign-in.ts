import { createHash, randomBytes } from 'node:crypto';
import { apiResourceIndicator } from '@portal/domain';

/** Signs in over real HTTP (code flow + PKCE through the login page); returns the access token. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    keep(res);
    return res;
  };
  const redirectUri = `${baseUrl}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const q = new URLSearchParams({
    client_id: 'portal-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    // As the web asks: without it the token would be for the user-info endpoint, not the API.
    resource: apiResourceIndicator(baseUrl),
  });
  let res = await go(`/oidc/auth?${q}`);
  const loginUrl = res.headers.get('location')!;
  await go(loginUrl);
  res = await go(loginUrl.split('?')[0]!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (let hops = 0; hops < 8; hops++) {
    const location = res.headers.get('location');
    if (!location) throw new Error(`sign-in stopped at ${res.status}`);
    if (location.startsWith(redirectUri)) {
      const code = new URL(location).searchParams.get('code')!;
      const token = await fetch(`${baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: 'portal-web',
          code_verifier: verifier,
        }).toString(),
      });
      return ((await token.json()) as { access_token: string }).access_token;
    }
    res = await go(location);
  }
  throw new Error('too many redirects during sign-in');
}
