import 'server-only';

// Replaced by the audit trail (issue 10) at merge.
export async function recordAuditEvent(event: string, detail?: Record<string, unknown>): Promise<void> {
  console.info(`[audit] ${event}`, detail ?? {});
}
