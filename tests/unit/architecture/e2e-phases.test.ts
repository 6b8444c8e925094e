import { readFileSync } from 'node:fs';
import path from 'node:path';
import { e2ePhases } from '../../helpers/servers';

/** The project names playwright.config.ts declares, in order. */
function configProjects(): string[] {
  const config = readFileSync(path.join(process.cwd(), 'playwright.config.ts'), 'utf8');
  const projects = config.slice(config.indexOf('projects: ['), config.indexOf('webServer: ['));
  return [...projects.matchAll(/\{ name: '([^']+)'/g)].map((match) => match[1]!);
}

describe('the gate’s e2e phases', () => {
  it('run every Playwright project exactly once', () => {
    const phased = e2ePhases.flat();
    expect(configProjects().length).toBeGreaterThan(3);
    expect([...phased].sort()).toEqual(configProjects().sort());
    expect(new Set(phased).size).toBe(phased.length);
  });

  it('never make a project wait on another, which would leave it not run when that one fails', () => {
    expect(readFileSync(path.join(process.cwd(), 'playwright.config.ts'), 'utf8')).not.toMatch(/dependencies:/);
  });
});
