import { z } from 'zod';
import { firstValue } from '@/lib/form-data';
import { scheduleCopy } from '@/content/schedule';
import { zonedInputToUtc } from './time';

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
      return utc;
    }),
);
