/** True while `next build` runs, when nothing may open the embedded database. */
export function isNextBuild() {
  return process.env.NEXT_PHASE === 'phase-production-build';
}
