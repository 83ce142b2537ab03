import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { HostSection, SectionCreate, SectionUpdate, Website } from "../../../contract/website";
import { apiRequest } from "../../lib/api";

/** The couple's website: its sections and whether it has a password (docs/decisions/0045-website-sections.md); host only. */
export const websiteQuery = (weddingId: string) => queryOptions<Website>({ queryKey: ["/api/weddings", weddingId, "website"], enabled: !!weddingId });

const weddingPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}/website`;

/** Every change refetches the website. */
function useWebsiteMutation<T, R>(weddingId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: websiteQuery(weddingId).queryKey }) });
}

export function useAddSection(weddingId: string) {
  return useWebsiteMutation(weddingId, (input: SectionCreate) => apiRequest<HostSection>("POST", `${weddingPath(weddingId)}/sections`, input));
}

export function useUpdateSection(weddingId: string) {
  return useWebsiteMutation(weddingId, ({ id, patch }: { id: string; patch: SectionUpdate }) =>
    apiRequest<HostSection>("PUT", `/api/website/sections/${encodeURIComponent(id)}`, patch),
  );
}

export function useDeleteSection(weddingId: string) {
  return useWebsiteMutation(weddingId, (id: string) => apiRequest<void>("DELETE", `/api/website/sections/${encodeURIComponent(id)}`));
}

export function useReorderSections(weddingId: string) {
  return useWebsiteMutation(weddingId, (ids: string[]) => apiRequest<Website>("PUT", `${weddingPath(weddingId)}/order`, { ids }));
}

export function useSitePassword(weddingId: string) {
  return useWebsiteMutation(weddingId, (password: string | null) => apiRequest<Website>("PUT", `${weddingPath(weddingId)}/password`, { password }));
}
