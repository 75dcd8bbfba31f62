// The team's own Babel config, for its own test files (JSX, ES modules): what Jest's default
// babel-jest reads. The kit's packages are transformed by toolcards/testing/jest, not by this.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
};
