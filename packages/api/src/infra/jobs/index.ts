export { type JobContext, type JobHandler, JobRegistry } from './job-registry';
export { JobLeaseLostError, JobWorkerStoppingError, PermanentJobError, defaultBackoffMs } from './job-retry';
export { type JobWorker, type JobWorkerOptions, createJobWorker } from './job-worker';
export { type EnqueueOptions, enqueueJob } from './job-queue';
