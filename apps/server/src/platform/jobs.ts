import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Work a run started and left going (a pool): stopped and awaited after the last run. */
  stop?: () => Promise<void>;
}

/**
 * Runs each job every `intervalMs`, never two runs of one job at once in this
 * process (across processes the jobs coordinate through the database).
 * `stop()` waits for runs in progress, then for what each job's own `stop` waits for.
 */
export function startJobs(jobs: PeriodicJob[], log: FastifyBaseLogger) {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();

  for (const job of jobs) {
    const loop = () => {
      if (stopped) return;
      const run = job
        .run()
        .catch((err: unknown) => log.error({ err, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run);
          if (stopped) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            loop();
          }, job.intervalMs);
          timers.add(timer);
        });
      running.add(run);
    };
    const first = setTimeout(loop, Math.floor(Math.random() * job.intervalMs));
    timers.add(first);
  }

  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...running]);
      await Promise.allSettled(jobs.map((job) => job.stop?.()));
    },
  };
}
