/**
 * For the hottest public routes (the invitation reads, the RSVP submit, the invitation lookup): the response schema
 * still documents the answer in /api/openapi.json, but the answer, built by the server from
 * contract types, is sent through JSON.stringify instead of being validated again by zod on
 * every request (bench/README.md: the submit budget is measured against a bare insert).
 */
export const serializeAsIs = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
