/**
 * Runs `measure` now and at most once per animation frame while the window scrolls or resizes;
 * returns the cleanup for a useEffect. Shared by the guide's contents and the floating link.
 */
export function onScrollFrame(measure: () => void): () => void {
  let frame = 0;
  const run = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(run);
  };
  schedule();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) window.cancelAnimationFrame(frame);
  };
}
