import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The operator's own metrics, served on its /metrics. */
export class OperatorMetrics {
  readonly registry = new Registry();
  readonly reconciles = new Counter({
    name: 'edge_vision_operator_reconciles_total',
    help: 'Reconciles by kind and result (ok or error)',
    labelNames: ['kind', 'result'],
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'edge_vision_operator_reconcile_duration_seconds',
    help: 'Reconcile duration by kind',
    labelNames: ['kind'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'edge_vision_operator_reconcile_errors_total',
    help: 'Failed reconciles by kind',
    labelNames: ['kind'],
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'edge_vision_operator_queue_depth',
    help: 'Keys waiting in the work queue',
    registers: [this.registry],
  });
  readonly leader = new Gauge({
    name: 'edge_vision_operator_is_leader',
    help: '1 while this replica holds the leader lease',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
