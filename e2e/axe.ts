// Accessibility checks with axe-core for the e2e suites. The server's CSP forbids inline scripts, so the
// page's context must be created with `bypassCSP: true` for addScriptTag to inject axe.
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

// The page's globals as seen from Node (tsconfig.node.json has no DOM library).
interface AxePage {
  axe?: { run(context: unknown, options: axe.RunOptions): Promise<axe.AxeResults> };
  document: unknown;
}

const BLOCKING: axe.ImpactValue[] = ['serious', 'critical'];

/** Runs axe on the page as it is now; answers the violations whose impact is serious or critical. */
export async function blockingViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => Boolean((globalThis as unknown as AxePage).axe));
  if (!loaded) await page.addScriptTag({ path: AXE_SCRIPT });
  const results = await page.evaluate(() => {
    const win = globalThis as unknown as AxePage;
    if (!win.axe) throw new Error('axe-core did not load; was the context created with bypassCSP: true?');
    return win.axe.run(win.document, { resultTypes: ['violations'] });
  });
  return results.violations.filter((violation) => BLOCKING.includes(violation.impact ?? null));
}

/** A readable list of violations for a failing assertion: rule, impact, help and the offending nodes. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? n.html}`);
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}
