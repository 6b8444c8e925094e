/** The decoy field's name, kept apart from the schemas so client code can use it without zod. */
export const HONEYPOT_FIELD = 'fax_number';
