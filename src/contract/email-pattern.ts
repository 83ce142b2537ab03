/**
 * The server's email rule (zod's z.email(), src/contract/response.ts) as an HTML `pattern`, so
 * the browser refuses "joan@example" before sending, as the server would. A pattern is compiled
 * with the `v` flag and anchored by the browser; written here without zod so the guest page
 * does not download it. email-pattern.test.ts holds the two rules to the same answers.
 */
export const EMAIL_PATTERN = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;

/** Shown by the browser beside "Please match the requested format". */
export const EMAIL_PATTERN_HINT = "An email address such as joan@example.com";
