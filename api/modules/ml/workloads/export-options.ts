import { EXPORTER_CAPABILITIES, type ProducibleFormat } from '../../../../contracts/workload-contract.js';
import type { JobCaps } from './caps.js';

export interface ExportFormatOption {
  format: ProducibleFormat;
  /** The precisions this format comes in; the first is the default. */
  precisions: ('fp32' | 'fp16' | 'int8')[];
  needs_gpu: boolean;
  /** False when the format needs a GPU node and the server's caps allow none (JOB_MAX_GPU 0). */
  available: boolean;
}

/**
 * What an export request can ask for, from the exporter image's capabilities: a form offers
 * these instead of its own list, so it never offers a precision the API refuses.
 */
export function exportOptions(caps: Pick<JobCaps, 'gpu'>): ExportFormatOption[] {
  return (Object.keys(EXPORTER_CAPABILITIES) as ProducibleFormat[]).map((format) => {
    const capability = EXPORTER_CAPABILITIES[format];
    return {
      format,
      precisions: [...capability.precisions],
      needs_gpu: capability.gpu,
      available: !capability.gpu || caps.gpu >= 1,
    };
  });
}
