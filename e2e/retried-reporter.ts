import type { Reporter, TestCase } from "vitest/node";

/**
 * Says which tests passed only on a retry (the suite retries a test once when the machine failed
 * it: e2e/machine-load.ts), with what failed the first time, so that a retry is never silent.
 */
export class RetriedReporter implements Reporter {
  readonly retried: string[] = [];

  onTestCaseResult(test: TestCase) {
    const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
    if (!retryCount) return;
    const errors = (test.result().errors ?? []).map((error) => error.message.split("\n")[0]).join("; ");
    this.retried.push(
      `${test.fullName} (${test.result().state} after ${retryCount} retry)${errors ? `: ${errors}` : ""}`,
    );
  }

  onTestRunEnd() {
    if (!this.retried.length) return;
    console.log(`\nRetried after a failure of the test machine (Chromium), not of the site:`);
    for (const line of this.retried) console.log(`  - ${line}`);
  }
}
