// Replaced by the audit trail (issue 10) at merge.
import 'server-only';

/** Records a staff-visible event; never throws. */
export async function recordAuditEvent(event: string, detail?: Record<string, unknown>): Promise<void> {
  try {
    console.info(`[audit] ${event}`, detail ?? {});
  } catch {}
}
