import type { Readable } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import type { AuthMode } from '../auth/authenticate.js';
import type { Permission } from '../auth/permissions.js';
import type {
  AlertmanagerPrincipal,
  DevicePrincipal,
  OperatorPrincipal,
  Principal,
  SignedInPrincipal,
  UserPrincipal,
  WorkloadPrincipal,
} from '../auth/principal.js';
import type { Meta } from '../envelope.js';
import type { ErrorCode } from '../errors.js';
import type { DeviceAction } from './device-rate-limit.js';

export type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

export type PrincipalFor<A extends AuthMode> = A extends 'user'
  ? UserPrincipal
  : A extends 'signed-in'
    ? SignedInPrincipal
    : A extends 'device' | 'device-or-pending'
      ? DevicePrincipal
      : A extends 'user-or-device'
        ? UserPrincipal | DevicePrincipal
        : A extends 'operator'
          ? OperatorPrincipal
          : A extends 'workload'
            ? WorkloadPrincipal
            : A extends 'alertmanager'
              ? AlertmanagerPrincipal
              : A extends 'public' | 'device-key-in-handler'
                ? undefined
                : Principal;

/** A documented success response: `data` is wrapped in the envelope, lists carry `meta`. */
export interface ResponseSpec {
  description: string;
  data?: z.ZodType;
  list?: 'page' | 'offset';
  /** A non-JSON body (the setup script, metrics): documented with this media type, sent as is. */
  contentType?: string;
}

export type Reply =
  | { status: number; data: unknown; meta?: Meta }
  | { status: number; raw: string | Buffer; contentType: string; headers?: Record<string, string> }
  /**
   * A body streamed as it is read, never held whole in memory: an object-store body (a model file
   * of gigabytes) or a file on the API's disk (an agent bundle). Give its Content-Length in
   * `headers` when known, so a client can tell a body cut short.
   */
  | { status: number; stream: Readable; contentType: string; headers?: Record<string, string> };

export interface HandlerInput<P, Q, B, A extends AuthMode> {
  params: P;
  query: Q;
  body: B;
  principal: PrincipalFor<A>;
  /** For what only the transport knows (an uploaded file, the forwarded host). */
  req: Request;
}

/**
 * One route: its documentation and its behaviour in one object. The same zod schemas validate
 * the request and become the OpenAPI document, so the two cannot drift apart.
 */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType<undefined>,
  Q extends z.ZodType = z.ZodType<undefined>,
  B extends z.ZodType = z.ZodType<undefined>,
  A extends AuthMode = AuthMode,
> {
  method: HttpMethod;
  /** OpenAPI-style path below `/api`, e.g. `/organization/members/{id}`. */
  path: string;
  /** Mount below the site root instead of `/api` (health and metrics endpoints). */
  root?: boolean;
  tags: string[];
  summary: string;
  description?: string;
  auth: A;
  permission?: Permission;
  params?: P;
  query?: Q;
  body?: B;
  bodyType?: 'json' | 'multipart';
  /** Error codes this route can answer beyond authentication and validation. */
  errors?: ErrorCode[];
  responses: Record<number, ResponseSpec>;
  /** Transport middleware that runs after authentication (uploads). */
  before?: RequestHandler[];
  /** Counts the request against the calling device's limit (device-rate-limit.ts), before `before`. */
  deviceRateLimit?: DeviceAction;
  /**
   * Undo what `before` left behind (a stored upload) when validation or the handler fails;
   * `error` is why it failed (a lost database may still have written what the handler sent).
   */
  cleanup?: (req: Request, error: unknown) => Promise<void>;
  handler: (input: HandlerInput<z.output<P>, z.output<Q>, z.output<B>, A>) => Promise<Reply>;
}

// The registry holds routes of many shapes; each was type-checked where it was defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any, any>;

export function defineRoute<
  P extends z.ZodType = z.ZodType<undefined>,
  Q extends z.ZodType = z.ZodType<undefined>,
  B extends z.ZodType = z.ZodType<undefined>,
  A extends AuthMode = AuthMode,
>(spec: RouteSpec<P, Q, B, A>): AnyRoute {
  return spec as AnyRoute;
}

/** `/members/{id}` -> `/members/:id` */
export function toExpressPath(path: string): string {
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

export const ok = (data: unknown, meta?: Meta): Reply => (meta ? { status: 200, data, meta } : { status: 200, data });
export const created = (data: unknown): Reply => ({ status: 201, data });
export const accepted = (data: unknown): Reply => ({ status: 202, data });
export const deleted = (id: number): Reply => ({ status: 200, data: { id, deleted: true } });
