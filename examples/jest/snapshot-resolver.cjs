// Snapshots beside each test file, in a folder per Jest major (Jest 29 and 30 write different
// header lines, and each must find exactly what it wrote, run after run).
const { basename, dirname, join } = require('node:path');

// Jest 30 unless jest29.config.cjs says otherwise (`jest` here is Jest 30, `jest-29` Jest 29).
const folderOf = (testDir) => join(testDir, '__snapshots__', `jest-${process.env.JEST_MAJOR ?? '30'}`);

module.exports = {
  resolveSnapshotPath: (testPath, extension) => join(folderOf(dirname(testPath)), `${basename(testPath)}${extension}`),
  resolveTestPath: (snapshotPath, extension) =>
    join(dirname(dirname(dirname(snapshotPath))), basename(snapshotPath, extension)),
  testPathForConsistencyCheck: join('tests', 'example.test.jsx'),
};
