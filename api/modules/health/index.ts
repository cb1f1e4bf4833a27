export { healthRoutes, type ReadinessCheck } from './routes.js';
