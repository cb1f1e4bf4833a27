import type { Clock } from '../../lib/clock.js';
import type { Counter } from 'prom-client';
import type { UserPrincipal } from '../../lib/auth/principal.js';
import type { PageMeta } from '../../lib/envelope.js';
import type { Sequences } from '../../lib/mongo/sequences.js';
import { pageMeta, pageWindow } from '../../lib/pagination.js';
import type { AlertDoc, AlertRepository, NameValue, StoredAlert } from './repository.js';
import type { AlertmanagerWebhook, AlertView, IngestResult, ListAlertsQuery, WebhookAlert } from './schemas.js';

/** The labels that attribute an alert to a tenant and a device (values are strings in Prometheus). */
export const ORGANIZATION_LABEL = 'organization_id';
export const DEVICE_LABEL = 'device_id';

const ORGANIZATION_ID = /^[1-9]\d{0,15}$/;

function pairs(map: Record<string, string>): NameValue[] {
  return Object.entries(map)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Alertmanager writes `0001-01-01T00:00:00Z` for "no end" and, for firing alerts, the time it
 * would resolve them on its own; only a resolved alert's end is a fact.
 */
function endOf(alert: WebhookAlert, receivedAt: Date): Date {
  const end = alert.endsAt ? new Date(alert.endsAt) : null;
  return end && end.getUTCFullYear() >= 1970 ? end : receivedAt;
}

export function toAlertView(doc: AlertDoc): AlertView {
  return {
    id: doc._id,
    fingerprint: doc.fingerprint,
    status: doc.status,
    alertname: doc.alertname,
    severity: doc.severity,
    device_id: doc.device_id,
    labels: doc.labels,
    annotations: doc.annotations,
    starts_at: doc.starts_at.toISOString(),
    ends_at: doc.ends_at?.toISOString() ?? null,
    generator_url: doc.generator_url,
    receiver: doc.receiver,
    first_received_at: doc.first_received_at.toISOString(),
    last_received_at: doc.last_received_at.toISOString(),
  };
}

export class MonitoringService {
  constructor(
    private readonly repo: AlertRepository,
    private readonly sequences: Sequences,
    private readonly organizationExists: (id: number) => Promise<boolean>,
    private readonly received: Counter<'status'>,
    private readonly clock: Clock,
  ) {}

  /**
   * Stores a notification's alerts, one record per occurrence (fingerprint + startsAt). Repeats
   * and replays change nothing but the delivery time; a resolved notification closes the record.
   * Safe under concurrent deliveries: the unique key decides which insert creates the record.
   */
  async ingest(payload: AlertmanagerWebhook): Promise<IngestResult> {
    const result: IngestResult = {
      received: payload.alerts.length,
      created: 0,
      resolved: 0,
      unchanged: 0,
      unattributed: 0,
    };
    const organizations = new Map<string, Promise<number | null>>();
    const organizationOf = (labels: Record<string, string>) => {
      const raw = labels[ORGANIZATION_LABEL] ?? '';
      let found = organizations.get(raw);
      if (!found) {
        found = this.attribute(raw);
        organizations.set(raw, found);
      }
      return found;
    };

    for (const alert of payload.alerts) {
      this.received.inc({ status: alert.status });
      const at = this.clock.now();
      const startsAt = new Date(alert.startsAt);
      const key = `${alert.fingerprint.toLowerCase()}/${startsAt.toISOString()}`;
      const annotations = pairs(alert.annotations);

      let stored = await this.repo.findByKey(key);
      if (!stored) {
        const doc: StoredAlert = {
          _id: await this.sequences.next('alerts'),
          organization_id: await organizationOf(alert.labels),
          key,
          fingerprint: alert.fingerprint.toLowerCase(),
          status: alert.status,
          alertname: alert.labels.alertname ?? null,
          severity: alert.labels.severity ?? null,
          device_id: alert.labels[DEVICE_LABEL] || null,
          labels: pairs(alert.labels),
          annotations,
          starts_at: startsAt,
          ends_at: alert.status === 'resolved' ? endOf(alert, at) : null,
          generator_url: alert.generatorURL,
          receiver: payload.receiver,
          first_received_at: at,
          last_received_at: at,
        };
        if (await this.repo.insert(doc)) {
          result.created += 1;
          if (doc.organization_id === null) result.unattributed += 1;
          continue;
        }
        // Another delivery of the same alert stored it a moment ago: treat this one as a repeat.
        stored = (await this.repo.findByKey(key))!;
      }

      if (stored.organization_id === null) result.unattributed += 1;
      if (alert.status === 'resolved' && (await this.repo.resolve(key, endOf(alert, at), annotations, at))) {
        result.resolved += 1;
      } else {
        if (alert.status === 'firing') await this.repo.refresh(key, annotations, at);
        result.unchanged += 1;
      }
    }
    return result;
  }

  async list(user: UserPrincipal, query: ListAlertsQuery): Promise<{ items: AlertView[]; meta: PageMeta }> {
    const criteria = { status: query.status, deviceId: query.device_id };
    const { docs, total } = await this.repo.page(user.organizationId, criteria, pageWindow(query));
    return { items: docs.map(toAlertView), meta: pageMeta(query, total, docs.length) };
  }

  /** The organization an `organization_id` label names, when it exists; otherwise none. */
  private async attribute(raw: string): Promise<number | null> {
    if (!ORGANIZATION_ID.test(raw)) return null;
    const id = Number(raw);
    return Number.isSafeInteger(id) && (await this.organizationExists(id)) ? id : null;
  }
}
