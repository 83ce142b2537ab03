import { useCallback } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { useLiveStream } from "../live/use-live-stream";
import { responsesQuery } from "./api";

const CHANGE_EVENTS = ["response.created", "response.updated", "response.deleted"] as const;

/** Keeps the responses list live: each reply event refetches the list (see use-live-stream.ts). */
export function useLiveResponses(code: string): boolean {
  const refresh = useCallback((queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: responsesQuery(code).queryKey }), [code]);
  return useLiveStream(code, CHANGE_EVENTS, refresh);
}
