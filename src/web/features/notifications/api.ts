import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CoupleAddress, CoupleAddressMode, MailSettings } from "../../../contract/mail-settings";
import { apiRequest } from "../../lib/api";

const weddingPath = (weddingId: string) => `/api/weddings/${encodeURIComponent(weddingId)}`;

export const mailSettingsQuery = (weddingId: string) => queryOptions<MailSettings>({ queryKey: ["/api/weddings", weddingId, "mail-settings"] });

/** Every change answers with what changed; the settings are simply read again. */
function useSettingsMutation<T, R>(weddingId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: mailSettingsQuery(weddingId).queryKey }) });
}

export const useAddAddress = (weddingId: string) =>
  useSettingsMutation(weddingId, (input: { email: string; mode: CoupleAddressMode }) =>
    apiRequest<CoupleAddress>("POST", `${weddingPath(weddingId)}/couple-addresses`, input),
  );

export const useSetMode = (weddingId: string) =>
  useSettingsMutation(weddingId, ({ id, mode }: { id: string; mode: CoupleAddressMode }) =>
    apiRequest<CoupleAddress>("PUT", `${weddingPath(weddingId)}/couple-addresses/${encodeURIComponent(id)}`, { mode }),
  );

export const useRemoveAddress = (weddingId: string) =>
  useSettingsMutation(weddingId, (id: string) => apiRequest<void>("DELETE", `${weddingPath(weddingId)}/couple-addresses/${encodeURIComponent(id)}`));

export const useSetReminderDays = (weddingId: string) =>
  useSettingsMutation(weddingId, (reminderDaysBefore: number | null) =>
    apiRequest<MailSettings>("PUT", `${weddingPath(weddingId)}/mail-settings/reminders`, { reminderDaysBefore }),
  );
