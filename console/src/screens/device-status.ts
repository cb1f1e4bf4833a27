import type { components } from '../../../clients/typescript/index.js';

type Status = components['schemas']['DeviceApprovalStatus'];

/** The status changes the API allows from each status, as button labels. */
export function transitions(status: Status): [string, Status][] {
  if (status === 'pending')
    return [
      ['Approve', 'approved'],
      ['Reject', 'rejected'],
    ];
  if (status === 'approved') return [['Disable', 'disabled']];
  if (status === 'disabled') return [['Enable', 'approved']];
  return [];
}
