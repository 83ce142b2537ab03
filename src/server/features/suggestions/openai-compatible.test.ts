import { afterEach, describe, expect, it, vi } from "vitest";
import { createOfflineWriter } from "./providers/offline-writer";
import { createOpenAiCompatibleProvider } from "./providers/openai-compatible";
import type { Logger } from "./providers/types";
import { seededRandom } from "./test-random";
import { sendJson, startUpstream, type Handler } from "./test-upstream";

const MODEL_SUGGESTIONS = [
  "Amelia and Jonah would love you to join them at Kew Gardens for a day of joy.",
  "Come and celebrate with Amelia and Jonah as they say I do among the glasshouses.",
  "Your company would make our day: with love, Amelia and Jonah.",
];

function completion(content: string) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_790_000_000,
    model: "test-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 80, completion_tokens: 60, total_tokens: 140 },
  };
}

function recordingLogger() {
  const warnings: { details: object; message: string }[] = [];
  const log: Logger = { warn: (details, message) => warnings.push({ details, message }) };
  return { log, warnings };
}

const INPUT = { partner1: "Amelia", partner2: "Jonah", venue: "Kew Gardens", date: "2027-06-12" };
let upstream: Awaited<ReturnType<typeof startUpstream>> | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

async function providerAgainst(handler: Handler, timeoutMs = 2000) {
  upstream = await startUpstream(handler);
  // Same seed on both sides: the fallback's answer is predictable.
  const provider = createOpenAiCompatibleProvider({
    baseUrl: `${upstream.url}/v1/`,
    apiKey: "sk-test",
    model: "test-model",
    timeoutMs,
    fallback: createOfflineWriter({ random: seededRandom(5) }),
  });
  const expectedFallback = createOfflineWriter({ random: seededRandom(5) });
  return { provider, expectedFallback, requests: upstream.requests };
}

describe("OpenAI-compatible provider", () => {
  it("asks for JSON with a system and a user prompt and uses a good answer", async () => {
    const { provider, requests } = await providerAgainst((_req, res) => sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS }))));
    const { log, warnings } = recordingLogger();
    expect(await provider.weddingMessages(INPUT, log)).toEqual(MODEL_SUGGESTIONS);
    expect(warnings).toEqual([]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.model).toBe("test-model");
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user"]);
    expect(body.messages[1].content).toContain("Amelia and Jonah");
    expect(body.messages[1].content).toContain("Saturday, June 12th, 2027");
  });

  it("asks for the invitation's language by its English name, with the date as that language writes it", async () => {
    const { provider, requests } = await providerAgainst((_req, res) => sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS }))));
    const { log } = recordingLogger();
    await provider.weddingMessages({ ...INPUT, locale: "es" }, log);
    await provider.childrenPolicies({ allowChildren: false, tone: "warm", locale: "pl" }, log);
    await provider.giftSuggestions({ preference: "home", locale: "ar" }, log);
    await provider.giftSuggestions({ preference: "home" }, log);
    const prompts = requests.map((request) => JSON.parse(request.body).messages[1].content as string);
    expect(prompts[0]).toContain("Write in Spanish");
    expect(prompts[0]).toContain("sábado, 12 de junio de 2027");
    expect(prompts[0]).not.toContain("Saturday");
    expect(prompts[1]).toContain("Write in Polish");
    expect(prompts[2]).toContain("Write in Arabic");
    // No language named: English, as before languages existed.
    expect(prompts[3]).toContain("Write in English.");
  });

  it("falls back to the offline writer in the invitation's language", async () => {
    const { provider, expectedFallback } = await providerAgainst((_req, res) => sendJson(res, 500, {}), 300);
    const answer = await provider.giftSuggestions({ preference: "honeymoon", locale: "fr" }, recordingLogger().log);
    expect(answer).toEqual(expectedFallback.giftSuggestions({ preference: "honeymoon", locale: "fr" }));
    for (const text of answer) expect(text).toMatch(/voyage de noces|lune de miel/);
  });

  it("accepts an answer a local server wraps in a Markdown fence", async () => {
    const fenced = "```json\n" + JSON.stringify({ suggestions: MODEL_SUGGESTIONS }) + "\n```";
    const { provider } = await providerAgainst((_req, res) => sendJson(res, 200, completion(fenced)));
    expect(await provider.giftSuggestions({ preference: "home" }, recordingLogger().log)).toEqual(MODEL_SUGGESTIONS);
  });

  const failures: [string, Handler][] = [
    ["content that is not JSON", (_req, res) => sendJson(res, 200, completion("Here are some ideas: 1. Love 2. Joy"))],
    ["JSON with too few suggestions", (_req, res) => sendJson(res, 200, completion(JSON.stringify({ suggestions: ["Only one"] })))],
    ["a body without choices", (_req, res) => sendJson(res, 200, { error: "nope" })],
    ["a 500", (_req, res) => sendJson(res, 500, { error: { message: "model crashed" } })],
    ["no answer within the timeout", () => undefined],
  ];

  it.each(failures)("falls back to the offline writer after %s, having retried once", async (_name, handler) => {
    const { provider, expectedFallback, requests } = await providerAgainst(handler, 300);
    const { log, warnings } = recordingLogger();
    const answer = await provider.childrenPolicies({ allowChildren: true, tone: "warm" }, log);
    expect(answer).toEqual(expectedFallback.childrenPolicies({ allowChildren: true, tone: "warm" }));
    expect(answer.length).toBeGreaterThanOrEqual(3);
    expect(requests).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/offline writer/);
  });

  it("recovers on the retry when only the first attempt fails", async () => {
    let calls = 0;
    const { provider, requests } = await providerAgainst((_req, res) =>
      ++calls === 1 ? sendJson(res, 503, "busy") : sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS }))),
    );
    const { log, warnings } = recordingLogger();
    expect(await provider.giftSuggestions({ preference: "charity" }, log)).toEqual(MODEL_SUGGESTIONS);
    expect(requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it("retries without response_format when a server refuses it", async () => {
    const { provider, requests } = await providerAgainst((req, res) =>
      JSON.parse(req.body).response_format
        ? sendJson(res, 400, { error: { message: "response_format is not supported" } })
        : sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS }))),
    );
    const { log, warnings } = recordingLogger();
    expect(await provider.weddingMessages(INPUT, log)).toEqual(MODEL_SUGGESTIONS);
    expect(requests).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it("falls back when nothing listens at the address", async () => {
    upstream = await startUpstream(() => undefined);
    const url = upstream.url;
    await upstream.close();
    upstream = undefined;
    const provider = createOpenAiCompatibleProvider({ baseUrl: url, model: "m", timeoutMs: 500 });
    const { log, warnings } = recordingLogger();
    const answer = await provider.giftSuggestions({ preference: "experience" }, log);
    expect(answer.every((text) => /experience/i.test(text))).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it("answers with the offline writer, without calling the model, past the instance's minute budget", async () => {
    let now = 1_000_000;
    upstream = await startUpstream((_req, res) => sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS }))));
    const provider = createOpenAiCompatibleProvider({
      baseUrl: `${upstream.url}/v1`,
      model: "test-model",
      fallback: createOfflineWriter({ random: seededRandom(5) }),
      budget: { perMinute: 5, concurrent: 5, now: () => now },
    });
    const { log, warnings } = recordingLogger();
    for (let i = 0; i < 5; i++) expect(await provider.weddingMessages(INPUT, log)).toEqual(MODEL_SUGGESTIONS);
    const spent = await provider.giftSuggestions({ preference: "home" }, log);
    expect(spent).toEqual(createOfflineWriter({ random: seededRandom(5) }).giftSuggestions({ preference: "home" }));
    expect(upstream.requests).toHaveLength(5);
    expect(warnings.at(-1)?.message).toMatch(/budget/);
    // A new minute, a new budget.
    now += 60_000;
    expect(await provider.weddingMessages(INPUT, log)).toEqual(MODEL_SUGGESTIONS);
    expect(upstream.requests).toHaveLength(6);
  });

  it("answers with the offline writer while the concurrent model calls are all taken", async () => {
    const held: Array<() => void> = [];
    upstream = await startUpstream((_req, res) => held.push(() => sendJson(res, 200, completion(JSON.stringify({ suggestions: MODEL_SUGGESTIONS })))));
    const provider = createOpenAiCompatibleProvider({
      baseUrl: `${upstream.url}/v1`,
      model: "test-model",
      fallback: createOfflineWriter({ random: seededRandom(5) }),
      budget: { perMinute: 100, concurrent: 2 },
    });
    const { log } = recordingLogger();
    const open = [provider.weddingMessages(INPUT, log), provider.weddingMessages(INPUT, log)];
    await vi.waitFor(() => expect(held).toHaveLength(2));
    expect(await provider.weddingMessages(INPUT, log)).toEqual(createOfflineWriter({ random: seededRandom(5) }).weddingMessages(INPUT));
    held.splice(0).forEach((release) => release());
    for (const answer of await Promise.all(open)) expect(answer).toEqual(MODEL_SUGGESTIONS);
    expect(upstream.requests).toHaveLength(2);
  });
});
