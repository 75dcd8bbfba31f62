// Jest 29: the same config. This folder holds both Jests (Jest 29's packages under the `-29`
// aliases), so the environment and the transformer name Jest 29's own packages; a project with
// Jest 29 alone writes `testEnvironment: 'jsdom'` and nothing else, as for Jest 30.
const toolcardsJest = require('toolcards/testing/jest');

// For snapshot-resolver.cjs, which cannot tell the two Jests of this folder apart otherwise.
process.env.JEST_MAJOR = '29';

const jest29 = (transformer) =>
  Array.isArray(transformer) ? [require.resolve('babel-jest-29'), transformer[1]] : require.resolve('babel-jest-29');

module.exports = {
  ...require('./jest.config.cjs'),
  preset: undefined,
  testEnvironment: require.resolve('jest-environment-jsdom-29'),
  transform: Object.fromEntries(
    Object.entries(toolcardsJest.transform).map(([pattern, transformer]) => [pattern, jest29(transformer)]),
  ),
  transformIgnorePatterns: toolcardsJest.transformIgnorePatterns,
};
