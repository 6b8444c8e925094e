import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/*
 * Jest gives each test file a copy of process.env, so setting TZ there does not move the clock
 * the code reads. A child Node process started with TZ set does, as a build host's environment
 * would. Node runs the TypeScript source itself (type stripping); the hook resolves the '@/'
 * alias and extensionless imports to .ts files.
 */
const hooks = `
import { registerHooks } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
const root = ${JSON.stringify(root + path.sep)};
registerHooks({
  resolve(specifier, context, next) {
    let file = null;
    if (specifier.startsWith('@/')) file = root + specifier.slice(2);
    else if (specifier.startsWith('.') && context.parentURL?.startsWith('file:')) file = fileURLToPath(new URL(specifier, context.parentURL));
    if (file && !existsSync(file) && existsSync(file + '.ts')) return next(pathToFileURL(file + '.ts').href, context);
    return next(specifier, context);
  },
});
`;

/**
 * Calls `exportName` of the module at `modulePath` ('@/lib/format') with each argument, in a Node
 * process whose TZ is `timeZone`, and returns the results.
 */
export function callInTimeZone(timeZone: string, modulePath: string, exportName: string, args: string[]): string[] {
  const script = `const m = await import(${JSON.stringify(modulePath)}); console.log(JSON.stringify(${JSON.stringify(args)}.map((a) => m[${JSON.stringify(exportName)}](a))));`;
  const out = execFileSync(process.execPath, ['--no-warnings', '--import', `data:text/javascript,${encodeURIComponent(hooks)}`, '--input-type=module', '--eval', script], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', TZ: timeZone },
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}
