import type { Role } from './permissions.js';

/** A signed-in person acting inside one organization. */
export interface UserPrincipal {
  kind: 'user';
  sub: string;
  email: string | null;
  name: string | null;
  organizationId: number;
  role: Role;
  /** Set when a personal API key (not a sign-in token) authenticated the request. */
  apiKeyId?: number;
}

/**
 * A signed-in person before any organization is chosen: what the invitation routes need, which
 * a user who belongs to no organization (removed from all, own one left) may still call.
 */
export interface SignedInPrincipal {
  kind: 'signed-in';
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A provisioned device, authenticated by its `X-Device-Key`. */
export interface DevicePrincipal {
  kind: 'device';
  /** The device record's integer id. */
  id: number;
  /** The container engine identifier the device registered with. */
  deviceId: string;
  organizationId: number;
  /** Waiting for approval: only routes with auth `device-or-pending` accept it. */
  pending?: boolean;
}

/** The operator, calling the internal status routes with the shared operator token. */
export interface OperatorPrincipal {
  kind: 'operator';
}

/** A running training or export workload, with the callback credential of its own job. */
export interface WorkloadPrincipal {
  kind: 'workload';
  recordKind: 'TrainingJob' | 'ExportJob' | 'EvaluationJob';
  recordId: number;
  organizationId: number;
}

/** The platform's Alertmanager, delivering notifications with the shared ALERT_WEBHOOK_TOKEN. */
export interface AlertmanagerPrincipal {
  kind: 'alertmanager';
}

export type Principal =
  UserPrincipal | SignedInPrincipal | DevicePrincipal | OperatorPrincipal | WorkloadPrincipal | AlertmanagerPrincipal;

/** The identity claims the platform reads from a verified access token. */
export interface TokenIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Turns a verified identity into a principal; owned by the organization module. */
export type UserResolver = (identity: TokenIdentity, requestedOrganizationId: number | null) => Promise<UserPrincipal>;

/** Turns a verified identity into a signed-in person (creating their own organization at first login). */
export type SignedInResolver = (identity: TokenIdentity) => Promise<SignedInPrincipal>;

/** Turns a presented device key into a principal, or null when no live device holds it. */
export type DeviceKeyResolver = (apiKey: string) => Promise<DevicePrincipal | null>;

/** Turns a presented personal API key into the person it acts as, or null. */
export type ApiKeyResolver = (key: string) => Promise<UserPrincipal | null>;

/** Turns a workload's callback token into a principal, or null. */
export type WorkloadTokenResolver = (token: string) => Promise<WorkloadPrincipal | null>;
