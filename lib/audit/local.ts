import type { PGlite } from '@electric-sql/pglite';
import { auditColumns, reshapeAuditEvent, type AuditRow } from './reshape';
import type { AuditRepository } from './types';

export function createLocalAuditRepository(getDb: () => Promise<PGlite>): AuditRepository {
  return {
    async record({ event, client, detail }) {
      await (await getDb()).query('insert into public.audit_events (event, client_key, detail) values ($1, $2, $3)', [event, client, JSON.stringify(detail)]);
    },
    async list(limit) {
      const { rows } = await (await getDb()).query<AuditRow>(
        `select ${auditColumns} from public.audit_events order by created_at desc, id desc limit $1`,
        [limit],
      );
      return rows.map(reshapeAuditEvent);
    },
    async prune(days) {
      await (await getDb()).query('delete from public.audit_events where created_at < now() - make_interval(days => $1)', [days]);
    },
  };
}
