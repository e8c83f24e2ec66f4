/** Jest in ESM mode: the toolkit and Octokit ship ESM only. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Types stripped file by file (scripts/jest-esbuild.mjs); `tsc --noEmit` checks them.
  transform: { '^.+\\.ts$': '<rootDir>/scripts/jest-esbuild.mjs' },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  // Every core: jest's default leaves one to itself (cores − 1), one worker on a two-core machine,
  // while the tests mostly wait on git, the bundle and the fakes' sockets.
  maxWorkers: '100%',
  globalSetup: '<rootDir>/scripts/jest-build.mjs',
};
