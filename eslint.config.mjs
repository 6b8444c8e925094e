import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layeringPlugin } from './scripts/lint/layering.mjs';

// A folder directly under lib/ is a domain; from outside it, only its faces (public, edge, jobs,
// admin, actions, client, index: scripts/lint/layering.mjs says what each offers and who may
// import it) may be imported, whatever the path (docs/architecture.md "Domains and faces").
const layeringFiles = ['app/**', 'components/**', 'content/**', 'lib/**', 'middleware.ts', 'instrumentation.ts'];

// lucide-react renders through a 'use client' component: each icon would ship its runtime and
// its drawing twice. Server code imports the generated '@/components/ui/icons'; client code
// draws with icon() from '@/components/ui/icon' (scripts/generate-icons.mjs).
const lucide = { name: 'lucide-react', message: "Import icons from '@/components/ui/icons' (server) or draw with icon() from '@/components/ui/icon' (client)." };

// The admin's own code (it navigates client-side with next/link).
const adminFiles = ['app/admin/**', 'components/admin/**'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { secret, ...rest } = value` is how a field is left out; the named part is the point.
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
    },
  },
  {
    // CommonJS modules Next loads at runtime, unbundled (the cacheHandler).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: layeringFiles,
    plugins: { local: layeringPlugin },
    rules: {
      'local/layering': 'error',
      'no-restricted-imports': ['error', { paths: [lucide] }],
    },
  },
  {
    // Public pages are plain documents linked with <a>: next/link's router code alone would take
    // most of the 10 KB JavaScript budget (docs/architecture.md "JavaScript on public pages").
    files: ['app/**', 'components/**'],
    ignores: adminFiles,
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [lucide, { name: 'next/link', message: 'Public pages link with a plain <a> (see docs/architecture.md "JavaScript on public pages").' }],
        },
      ],
    },
  },
  {
    ignores: ['**/.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.lighthouse/**', '.reports/**', '**/next-env.d.ts'],
  },
];
export default config;
