/**
 * Plain constants with no zod import, so browser code (the guest bundle) can use them
 * and the shared rules without pulling the schema library in.
 */
export const PRIMARY_ID = "primary";
