import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-offline/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '.lighthouse/**', '.reports/**', 'next-env.d.ts'],
  },
];
export default config;
