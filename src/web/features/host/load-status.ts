import { ApiError } from "../../lib/api";

/** What a couple's screen shows while its data arrives: a spinner, "no such wedding", a retry, or itself. */
export type LoadStatus = "pending" | "not-found" | "failed" | "ready";

interface Loading {
  isPending: boolean;
  error: unknown;
}

/**
 * A screen's status from the queries it waits for, in order: pending while any is; then the
 * first failure, where a 404 means the wedding in the address does not exist (its code is the
 * only id the address holds).
 */
export function loadStatus(...queries: readonly Loading[]): LoadStatus {
  if (queries.some((query) => query.isPending)) return "pending";
  const failure = queries.find((query) => query.error)?.error;
  if (!failure) return "ready";
  return failure instanceof ApiError && failure.status === 404 ? "not-found" : "failed";
}
