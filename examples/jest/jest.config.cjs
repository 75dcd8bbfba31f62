// Jest 30, configured as the README's testing section says: the kit's preset and jsdom.
module.exports = {
  preset: 'toolcards/testing/jest',
  testEnvironment: 'jsdom',
  // One snapshot folder per Jest major: each writes its own header line into the file.
  snapshotResolver: '<rootDir>/snapshot-resolver.cjs',
};
