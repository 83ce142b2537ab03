import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { loadStatus } from "./load-status";

const loaded = { isPending: false, error: null };
const pending = { isPending: true, error: null };
const failed = (error: unknown) => ({ isPending: false, error });

describe("a couple's screen while its data arrives", () => {
  it("waits while any of its queries is pending, even when another already failed", () => {
    expect(loadStatus(loaded, pending)).toBe("pending");
    expect(loadStatus(failed(new ApiError(500, "500: boom")), pending)).toBe("pending");
  });

  it("says the wedding does not exist only for a 404", () => {
    expect(loadStatus(failed(new ApiError(404, "404: not found")))).toBe("not-found");
    expect(loadStatus(failed(new ApiError(403, "403: forbidden")))).toBe("failed");
    expect(loadStatus(failed(new TypeError("Failed to fetch")))).toBe("failed");
  });

  it("answers for the first failure in order", () => {
    expect(loadStatus(failed(new ApiError(500, "500: boom")), failed(new ApiError(404, "404: not found")))).toBe("failed");
    expect(loadStatus(loaded, failed(new ApiError(404, "404: not found")))).toBe("not-found");
  });

  it("is ready once every query has its data", () => {
    expect(loadStatus(loaded, loaded)).toBe("ready");
  });
});
