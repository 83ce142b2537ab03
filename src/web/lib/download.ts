import { apiFetch } from "./api";

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a host file through fetch (with the host cookie) so a failure can be reported in a
 * toast instead of a browser error page; the server names the file.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiFetch("GET", path);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filenameFrom(response.headers.get("content-disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
