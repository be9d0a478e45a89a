#!/usr/bin/env node
// Adds up the JSON reports of Vitest and Playwright into one closing line:
// "tests: N passed, M failed" (a missing report counts as one failure). Browser tests that passed
// only when run again are named above it, and so is every test that failed.
import fs from 'node:fs';

/** The titles of the Playwright tests whose outcome was "flaky" (failed, then passed on the retry). */
function flakyTitles(suite, into = []) {
  for (const child of suite.suites ?? []) flakyTitles(child, into);
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((t) => t.status === 'flaky')) into.push(`${spec.file}:${spec.line} ${spec.title}`);
  }
  return into;
}

/** The Playwright tests whose outcome was "unexpected" (failed on every try). */
function failedTitles(suite, into = []) {
  for (const child of suite.suites ?? []) failedTitles(child, into);
  for (const spec of suite.specs ?? []) {
    if (spec.tests.some((t) => t.status === 'unexpected'))
      into.push(`${spec.file}:${spec.line} ${spec.title}`);
  }
  return into;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    for (const title of report.suites.flatMap((s) => flakyTitles(s)))
      console.log(`flaky (passed when run again): ${title}`);
    for (const title of report.suites.flatMap((s) => failedTitles(s))) console.log(`failed: ${title}`);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest
    passed += report.numPassedTests;
    for (const result of report.testResults ?? []) {
      const failures = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failures) console.log(`failed: ${result.name} › ${a.fullName}`);
      if (result.status === 'failed' && failures.length === 0)
        console.log(`failed: ${result.name} (${String(result.message ?? '').split('\n')[0]})`);
    }
    failed += report.numFailedTests;
    // a file that failed to load has no failed test of its own
    if (report.success === false && report.numFailedTests === 0) failed += 1;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
