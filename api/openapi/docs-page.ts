import type { SwaggerUiOptions } from 'swagger-ui-express';

/** The sign-in Swagger UI offers beside pasting a token: the console's client, PKCE. */
export interface DocsSignIn {
  issuer: string;
  clientId: string;
  scopes: string;
}

type Operation = { security?: Record<string, string[]>[]; tags?: string[] };
type Document = {
  components?: { securitySchemes?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
};

export const SIGN_IN_SCHEME = 'signIn';

/**
 * The document as the API explorer shows it: the published one (what the clients are generated
 * from) plus a sign-in through the OIDC issuer, accepted wherever a bearer token is, so a person
 * signs in on the page itself (authorization code with PKCE, like the console) instead of
 * fetching a token elsewhere. Pasting a token (from `edge-vision login --device`) or a personal
 * API key into bearerAuth keeps working.
 *
 * The internal routes are not in the published document (they live on the internal listener), so
 * the page stays under the size at which Swagger UI 5.35 stops rendering every tag after the first
 * (found at about 128 operations).
 */
export function docsPageDocument<T extends object>(document: T, signIn: DocsSignIn): T {
  const copy = structuredClone(document) as T & Document;
  copy.components ??= {};
  copy.components.securitySchemes = {
    ...copy.components.securitySchemes,
    [SIGN_IN_SCHEME]: {
      type: 'openIdConnect',
      openIdConnectUrl: `${signIn.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      description:
        "Sign in through the organization's identity provider in a popup (authorization code with PKCE). " +
        "The provider must list `<origin>/api/docs/oauth2-redirect.html` among the client's redirect URIs.",
    },
  };
  for (const operations of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation.security?.some((requirement) => 'bearerAuth' in requirement)) {
        operation.security = [...operation.security, { [SIGN_IN_SCHEME]: [] }];
      }
    }
  }
  return copy;
}

/**
 * Swagger UI marks its requests with `X-Requested-With`, which makes the browser ask the issuer's
 * token endpoint for CORS permission first (a preflight) that identity providers refuse unless told
 * to allow the header (Dex: web.allowedHeaders); the console's own token requests carry no such
 * header. Serialised into the page by swagger-ui-express, so it runs in the browser: self-contained.
 */
function dropCrossOriginMarker(request: { url: string; headers: Record<string, string> }) {
  const here = (globalThis as unknown as { location: { href: string; origin: string } }).location;
  if (new URL(request.url, here.href).origin !== here.origin) delete request.headers['X-Requested-With'];
  return request;
}

/**
 * The scopes the explorer's sign-in starts with: the console's, less `offline_access`. The explorer
 * never renews a token, and a refresh token issued to it would replace the console's at providers
 * that keep one per person and client (Dex does): signing in here would sign the same person's
 * console out at its next renewal.
 */
export function explorerScopes(consoleScopes: string): string {
  return consoleScopes
    .split(/\s+/)
    .filter((scope) => scope && scope !== 'offline_access')
    .join(' ');
}

export function docsPageOptions(signIn: DocsSignIn): SwaggerUiOptions {
  return {
    customSiteTitle: 'Edge Vision API',
    // swagger-ui-express hands `oauth` to Swagger UI's initOAuth.
    swaggerOptions: {
      oauth: {
        clientId: signIn.clientId,
        usePkceWithAuthorizationCodeGrant: true,
        scopes: explorerScopes(signIn.scopes),
      },
      requestInterceptor: dropCrossOriginMarker,
    },
  };
}
