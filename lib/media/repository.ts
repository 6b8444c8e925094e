import 'server-only';
import { database, type GetDatabase } from '@/lib/db';

/** An uploaded image as the quota and clean-up see it. */
export type MediaFileSize = { name: string; bytes: number };

export interface MediaRepository {
  /**
   * Keeps an image under its name, or refreshes uploaded_at when the name is already there (same
   * name, same bytes). False, and nothing written, when it would take all uploads past
   * `maxTotalBytes`; the check and the write hold one lock, so servers storing at once take turns.
   */
  save(name: string, data: Uint8Array, maxTotalBytes: number | null): Promise<boolean>;
  /** An image's bytes, or null. */
  read(name: string): Promise<Uint8Array | null>;
  /** Whether an image is stored, without reading it. */
  exists(name: string): Promise<boolean>;
  /** What all stored images take, in bytes. */
  totalBytes(): Promise<number>;
  /** Images uploaded (or uploaded again) no later than `cutoff`. */
  listUploadedBefore(cutoff: Date): Promise<MediaFileSize[]>;
  /** Deletes those of `names` still uploaded no later than `cutoff`: one uploaded again meanwhile stays. */
  deleteUploadedBefore(names: string[], cutoff: Date): Promise<MediaFileSize[]>;
  /** Adds an image found elsewhere (the old uploads folder) unless its name is stored. True when added. */
  insertIfMissing(name: string, data: Uint8Array, uploadedAt: Date): Promise<boolean>;
  /** An e-mail copy of an image (email_images: outside the uploads' quota and clean-up), kept once. */
  saveEmailImage(image: { name: string; data: Uint8Array; width: number; height: number }): Promise<void>;
  /** An e-mail copy's size, or null when there is none by that name. */
  emailImageSize(name: string): Promise<{ width: number; height: number } | null>;
  /** An e-mail copy's bytes, or null. */
  readEmailImage(name: string): Promise<Uint8Array | null>;
}

// Any 64-bit number, the same in every process: servers storing an upload at once take turns.
const QUOTA_LOCK = 4_090_226_511;

const bytesOf = (value: Uint8Array | Buffer | string): Uint8Array =>
  // postgres.js returns a Buffer, PGlite a Uint8Array; both are Uint8Arrays.
  typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value;

export function createMediaRepository(getDb: GetDatabase): MediaRepository {
  return {
    async save(name, data, maxTotalBytes) {
      return (await getDb()).transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [QUOTA_LOCK]);
        if (maxTotalBytes !== null) {
          const { rows } = await tx.query<{ others: number }>(
            'select coalesce(sum(byte_size), 0)::bigint as others from public.media_files where name <> $1',
            [name],
          );
          if (Number(rows[0]?.others ?? 0) + data.byteLength > maxTotalBytes) return false;
        }
        await tx.query(
          `insert into public.media_files (name, data, byte_size) values ($1, $2, $3)
           on conflict (name) do update set uploaded_at = now()`,
          [name, data, data.byteLength],
        );
        return true;
      });
    },

    async read(name) {
      const { rows } = await (await getDb()).query<{ data: Uint8Array }>('select data from public.media_files where name = $1', [name]);
      return rows[0] ? bytesOf(rows[0].data) : null;
    },

    async exists(name) {
      const { rows } = await (await getDb()).query('select 1 from public.media_files where name = $1', [name]);
      return rows.length > 0;
    },

    async totalBytes() {
      const { rows } = await (await getDb()).query<{ total: number }>('select coalesce(sum(byte_size), 0)::bigint as total from public.media_files');
      return Number(rows[0]?.total ?? 0);
    },

    async listUploadedBefore(cutoff) {
      const { rows } = await (await getDb()).query<{ name: string; bytes: number }>(
        'select name, byte_size as bytes from public.media_files where uploaded_at <= $1 order by uploaded_at, name',
        [cutoff.toISOString()],
      );
      return rows;
    },

    async deleteUploadedBefore(names, cutoff) {
      if (names.length === 0) return [];
      const { rows } = await (await getDb()).query<{ name: string; bytes: number }>(
        'delete from public.media_files where name = any($1::text[]) and uploaded_at <= $2 returning name, byte_size as bytes',
        [names, cutoff.toISOString()],
      );
      return rows;
    },

    async insertIfMissing(name, data, uploadedAt) {
      const { rows } = await (await getDb()).query(
        `insert into public.media_files (name, data, byte_size, uploaded_at) values ($1, $2, $3, $4)
         on conflict (name) do nothing returning name`,
        [name, data, data.byteLength, uploadedAt.toISOString()],
      );
      return rows.length > 0;
    },

    async saveEmailImage({ name, data, width, height }) {
      await (await getDb()).query(
        'insert into public.email_images (name, data, width, height) values ($1, $2, $3, $4) on conflict (name) do nothing',
        [name, data, width, height],
      );
    },

    async emailImageSize(name) {
      const { rows } = await (await getDb()).query<{ width: number; height: number }>('select width, height from public.email_images where name = $1', [name]);
      return rows[0] ? { width: Number(rows[0].width), height: Number(rows[0].height) } : null;
    },

    async readEmailImage(name) {
      const { rows } = await (await getDb()).query<{ data: Uint8Array }>('select data from public.email_images where name = $1', [name]);
      return rows[0] ? bytesOf(rows[0].data) : null;
    },
  };
}

let repository: MediaRepository | undefined;

/** Where uploaded images are kept without Storage. Private to lib/media. */
export function mediaRepository(): MediaRepository {
  return (repository ??= createMediaRepository(database));
}
