/** Who a request is: the authenticator, with each kind of credential resolved by the module owning it. */
import type { Config } from '../config.js';
import { createAuthenticator } from '../lib/auth/authenticate.js';
import type { RateLimits } from '../lib/http/rate-limit.js';
import type { Modules } from './modules.js';

export function authenticatorFor(config: Config, modules: Modules, rateLimits: RateLimits | null) {
  const { org, apiKeys, devices, ml } = modules;
  return createAuthenticator({
    oidc: {
      issuerUrl: config.OIDC_ISSUER_URL,
      audience: config.OIDC_AUDIENCE,
      clockToleranceS: config.OIDC_CLOCK_TOLERANCE_S,
      jwksCacheMaxAgeS: config.OIDC_JWKS_CACHE_MAX_AGE_S,
    },
    resolveUser: (identity, requested) => org.service.resolveUser(identity, requested),
    resolveSignedIn: (identity) => org.service.resolveSignedIn(identity),
    resolveApiKey: (key) => apiKeys.service.authenticate(key),
    resolveDevice: (apiKey) => devices.service.authenticate(apiKey),
    resolveWorkload: (token) => ml.resolveWorkload(token),
    operatorToken: config.OPERATOR_TOKEN,
    alertWebhookToken: config.ALERT_WEBHOOK_TOKEN,
    beforeDeviceKey: rateLimits?.deviceKey,
  });
}
