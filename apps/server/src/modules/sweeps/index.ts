export { sweepInvariants } from './booking';
export { type SweepJob, sweepJob } from './job';
