import type { ErrorBody } from "../../contract/errors";

/**
 * The one fetch wrapper. docs/spec.md section 8: a non-2xx answer becomes an error whose
 * message is "{status}: {body text or status text}". The parsed JSON error body, when
 * there is one, rides along so forms can show field messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
  }
  get fields(): Record<string, string> {
    return this.body?.error.fields ?? {};
  }
  /** The server's human sentence, without the status prefix. */
  get reason(): string {
    return this.body?.error.message ?? this.message;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: ErrorBody | undefined;
  try {
    const parsed = JSON.parse(text) as ErrorBody;
    if (parsed && typeof parsed === "object" && parsed.error) body = parsed;
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, body);
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The raw answer of a successful request (a file download reads it as a blob); any other answer throws ApiError. */
export async function apiFetch(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { ...(data !== undefined ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(method, url, data, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? response.json() : response.text()) as Promise<T>;
}

/** docs/spec.md section 7: a query key's segments joined by "/" is the GET path. */
export function keyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

/** Default query function; `on401: "returnNull"` is docs/spec.md's mode where a 401 yields an empty result. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    try {
      return await apiRequest<T>("GET", keyToPath(queryKey), undefined, { signal });
    } catch (error) {
      if (on401 === "returnNull" && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
