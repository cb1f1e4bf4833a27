export { consoleRoutes } from './routes.js';
export { consoleCsp, consoleStatic } from './static.js';
export type { ConsoleConfig } from './schemas.js';
