#!/usr/bin/env node
// Type-checks every package (nothing is emitted), as many at once as the machine has cores: each
// `tsc` uses one core, and the packages do not depend on each other's output.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['apps/server', 'apps/web', 'packages/contract', 'packages/client', 'e2e', 'bench'];
const tsc = (project) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), projects.length)) }, async () => {
    while (queue.length > 0) results.push(await tsc(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
