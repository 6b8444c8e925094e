import 'server-only';
import { database, type GetDatabase } from '@/lib/db';
import { auditColumns, reshapeAuditEvent, type AuditRow } from './reshape';
import type { AuditRepository } from './types';

export function createAuditRepository(getDb: GetDatabase): AuditRepository {
  return {
    async record({ event, client, actor, detail }) {
      await (await getDb()).query(
        'insert into public.audit_events (event, client_key, actor, actor_kind, actor_staff_id, actor_email, detail) values ($1, $2, $3, $4, $5, $6, $7)',
        [
          event,
          client,
          actor?.name.slice(0, 120) ?? null,
          actor?.kind ?? null,
          actor?.kind === 'staff' ? actor.staffId : null,
          actor?.kind === 'staff' ? actor.email.slice(0, 254) : null,
          detail,
        ],
      );
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

let repository: AuditRepository | undefined;

/** Where audit events are stored. Private to lib/audit. */
export function auditRepository(): AuditRepository {
  return (repository ??= createAuditRepository(database));
}
