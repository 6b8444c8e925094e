/** @jest-environment node */
import { CONTACT_CSV_HEADER } from '@/lib/leads/admin';

// A spreadsheet matches columns by name: two columns named alike (the form and the campaign's
// source were both "Source") get mixed up on import (issue 41).
it('names every column of the leads export apart', () => {
  expect(new Set(CONTACT_CSV_HEADER).size).toBe(CONTACT_CSV_HEADER.length);
  expect(CONTACT_CSV_HEADER.slice(0, 3)).toEqual(['Received (UTC)', 'Form', 'Status']);
  expect(CONTACT_CSV_HEADER).toContain('Source');
});
