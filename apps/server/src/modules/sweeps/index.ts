export { sweepInvariants } from './booking';
export { type SweepJob, sweepJob } from './job';
export { type SweepList, sweepList } from './list';
