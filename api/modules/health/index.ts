export { healthRoutes, type HealthDeps, type ReadinessCheck } from './routes.js';
