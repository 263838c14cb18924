// Mocha reporter: the spec reporter's output, then one summary line CI reads:
//   "<suite>: N passed, N failed"   (suite name from env TEST_SUITE_NAME, default "unit")
const Mocha = require('mocha');
const { Spec } = Mocha.reporters;
const { EVENT_RUN_END, EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class CountReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    let passed = 0, failed = 0, pending = 0;
    runner.on(EVENT_TEST_PASS, () => passed++);
    runner.on(EVENT_TEST_FAIL, () => failed++);
    runner.on(EVENT_TEST_PENDING, () => pending++);
    runner.once(EVENT_RUN_END, () => {
      // registered after Spec's epilogue, so it prints last
      const name = process.env.TEST_SUITE_NAME || 'unit';
      process.stdout.write(`${name}: ${passed} passed, ${failed} failed${pending ? `, ${pending} skipped` : ''}\n`);
    });
  }
}
module.exports = CountReporter;
