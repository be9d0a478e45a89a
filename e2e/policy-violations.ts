import type { BrowserContext } from '@playwright/test';

/**
 * Collects what the pages of `context` report as breaking the content security policy (the console
 * forbids eval and scripts of other origins): each as "directive blocked at source:line". Watched from
 * before the first script of every page runs. The returned list fills as the pages run.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__policyViolation', (_source, text: string) => {
    seen.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}
