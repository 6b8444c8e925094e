import { z } from 'zod';

/**
 * Public configuration, validated once. NEXT_PUBLIC_ values are read by their literal
 * names so Next can inline them; anything secret lives in lib/env.server.ts.
 */
const publicSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url({ message: 'NEXT_PUBLIC_SITE_URL must be an absolute URL' }).default('http://localhost:3000'),
  NEXT_PUBLIC_GA_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'NEXT_PUBLIC_GA_ID must look like G-XXXXXXX')
    .optional(),
});

function emptyToUndefined(value: string | undefined) {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function parsePublicEnv(source: Record<string, string | undefined>) {
  const result = publicSchema.safeParse({
    NEXT_PUBLIC_SITE_URL: emptyToUndefined(source.NEXT_PUBLIC_SITE_URL),
    NEXT_PUBLIC_GA_ID: emptyToUndefined(source.NEXT_PUBLIC_GA_ID),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { ...result.data, NEXT_PUBLIC_SITE_URL: result.data.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '') };
}

export const publicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
});

export const siteUrl = publicEnv.NEXT_PUBLIC_SITE_URL;

export function absoluteUrl(path = '/') {
  return new URL(path, `${siteUrl}/`).toString();
}
