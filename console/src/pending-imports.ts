import { selectedOrganization } from './api.js';
import { parsePendingImport, type PendingImport } from './pending-import-record.js';

export { isSameFile, type PendingImport } from './pending-import-record.js';

/** Per tab and project (and organization) in sessionStorage, like the organization choice. */
const key = (projectId: number) => `edge-vision.pending-import.${selectedOrganization() ?? 'own'}.${projectId}`;

export function pendingImport(projectId: number): PendingImport | null {
  return parsePendingImport(sessionStorage.getItem(key(projectId)));
}

export function rememberImport(projectId: number, pending: PendingImport): void {
  sessionStorage.setItem(key(projectId), JSON.stringify(pending));
}

export function forgetImport(projectId: number): void {
  sessionStorage.removeItem(key(projectId));
}
