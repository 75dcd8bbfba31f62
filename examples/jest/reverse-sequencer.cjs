// Runs the test files in the reverse of Jest's order: a snapshot must not depend on what ran first.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class ReverseSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => b.path.localeCompare(a.path));
  }
};
