import { type ApiClient, createApiClient, type User } from '../../core/api/index.ts';
import { createSessionFetch } from './session-fetch.ts';

/** Where the server is and who signs in. */
export interface SignInOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The language the server answers in. */
  language: string;
}

/** A signed-in client: the web app's one client, carrying the session as a bearer token. */
export interface SignedIn {
  client: ApiClient;
  user: User;
  /** Ends the session on the server, so the token is worthless afterwards. */
  signOut: () => Promise<void>;
}

/** Signs in through `createApiClient`, as the web app does, and keeps the session for the calls after. */
export async function signIn(options: SignInOptions): Promise<SignedIn> {
  const session = createSessionFetch();
  const client = createApiClient({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: session.fetch,
    getLanguage: () => options.language,
  });
  const { data: user } = await client.login({ email: options.email, password: options.password });
  if (!session.token()) throw new Error('The server signed in without a session token.');
  return {
    client,
    user,
    signOut: async () => {
      if (session.token()) await client.logout();
    },
  };
}
