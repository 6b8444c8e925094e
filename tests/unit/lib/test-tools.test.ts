/** @jest-environment node */
import { parseJavaMajor, planSetup } from '@/scripts/lib/test-tools';

describe('planSetup: what `npm test` does when a tool is missing', () => {
  it('goes ahead when nothing is missing', () => {
    expect(planSetup([], { isRoot: false, hasAptGet: false })).toEqual({ kind: 'ready' });
  });

  it("installs Debian's packages as root, in one apt-get run", () => {
    expect(planSetup(['chromium', 'java'], { isRoot: true, hasAptGet: true })).toEqual({
      kind: 'install',
      command: 'apt-get update && apt-get install -y chromium chromium-headless-shell fonts-liberation fonts-dejavu-core default-jre-headless',
    });
    expect(planSetup(['java'], { isRoot: true, hasAptGet: true })).toEqual({ kind: 'install', command: 'apt-get update && apt-get install -y default-jre-headless' });
  });

  it('stops with the one command to run when it is not root', () => {
    const plan = planSetup(['chromium'], { isRoot: false, hasAptGet: true });
    expect(plan).toEqual({ kind: 'stop', message: expect.stringContaining('Chromium'), command: 'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell fonts-liberation fonts-dejavu-core' });
  });

  it('stops naming what to install where there is no apt-get', () => {
    const plan = planSetup(['java', 'chromium'], { isRoot: true, hasAptGet: false });
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toMatch(/Java 11\+.*Chromium.*PLAYWRIGHT_CHROMIUM_PATH/s);
  });
});

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "21" 2023-09-19', 21],
    ['bash: java: command not found', undefined],
  ])('%s → %s', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });
});
