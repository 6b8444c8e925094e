import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must be transformed for jest.
const esmPackages = ['marked', 'sanitize-html', 'htmlparser2', 'dom-serializer', 'domhandler', 'domutils', 'entities', 'domelementtype'];

const config = {
  // Node by default; a test that needs the DOM says so in its docblock (@jest-environment jsdom).
  testEnvironment: 'node',
  // Every core: jest's default leaves one idle (one worker on two cores), while the database
  // suites spend much of their time waiting on PostgreSQL and PGlite.
  maxWorkers: '100%',
  roots: ['<rootDir>/tests/unit', '<rootDir>/bench/tests'],
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/jest-setup.ts'],
  // Every repository suite also runs on a real PostgreSQL server (tests/helpers/databases.ts).
  globalSetup: '<rootDir>/tests/helpers/jest-global-setup.ts',
  globalTeardown: '<rootDir>/tests/helpers/jest-global-teardown.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
  },
};

const jestConfig = async () => {
  const base = await createJestConfig(config)();
  return {
    ...base,
    // The ESLint config and its layering rule load as the native ES modules they are
    // (tests/unit/architecture): SWC would turn them into CommonJS inside an .mjs file.
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$', '<rootDir>/eslint\\.config\\.mjs$', '<rootDir>/scripts/lint/'],
  };
};

export default jestConfig;
