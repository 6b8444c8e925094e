import { z } from 'zod';
import { firstValue } from '@/lib/form-data';
import { scheduleCopy } from '@/content/schedule';
import { zonedInputToUtc } from './time';

/**
 * The years a publish time may name. Postgres stores far wider ones, but its time-zone
 * arithmetic fails near year 9999 (22009, "time zone displacement out of range") and a save
 * then failed with a generic error; nothing sensible is published outside these anyway.
 */
export const PUBLISH_YEARS = { min: 1970, max: 2100 } as const;

/** The editor's 'Publish at' (New York wall time) as UTC; empty is null: public when published. */
export const publishAtField = z.preprocess(
  (value) => firstValue(value) ?? '',
  z
    .string()
    .max(40, scheduleCopy.invalid)
    .transform((value, ctx) => {
      if (value.trim() === '') return null;
      const utc = zonedInputToUtc(value);
      if (!utc) {
        ctx.addIssue({ code: 'custom', message: scheduleCopy.invalid });
        return z.NEVER;
      }
      // The year as typed (New York), not as UTC: 2100-12-31 23:59 is still 2100.
      const year = Number(value.trim().slice(0, 4));
      if (year < PUBLISH_YEARS.min || year > PUBLISH_YEARS.max) {
        ctx.addIssue({ code: 'custom', message: scheduleCopy.outOfRange });
        return z.NEVER;
      }
      return utc;
    }),
);
