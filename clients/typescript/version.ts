// Generated from /api/openapi.json by `npm run clients:generate:ts`. Do not edit.

/** The `info.version` of the OpenAPI document this client was generated from (the package's version). */
export const API_VERSION = '1.0.0';
