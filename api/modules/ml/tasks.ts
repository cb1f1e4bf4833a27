import { TASKS, type Task } from '../../../contracts/workload-contract.js';

/** What each project type's models learn (the trainer's TASK). */
export const PROJECT_TASKS: Readonly<Record<string, Task>> = {
  object_detection: 'detect',
  classification: 'classify',
  segmentation: 'segment',
};

/** The architecture a training job of the task starts from when the request names none. */
export const DEFAULT_ARCHITECTURES: Readonly<Record<Task, string>> = {
  detect: 'yolov8n.yaml',
  classify: 'yolov8n-cls.yaml',
  segment: 'yolov8n-seg.yaml',
};

export function projectTask(projectType: string): Task | null {
  return PROJECT_TASKS[projectType] ?? null;
}

/**
 * A model version's task in the trainer's words. Versions trained before the three tasks were
 * recorded with their project's type (`object_detection`); anything unknown is a detector, the
 * only kind there was.
 */
export function modelTask(recorded: string): Task {
  if ((TASKS as readonly string[]).includes(recorded)) return recorded as Task;
  return PROJECT_TASKS[recorded] ?? 'detect';
}
