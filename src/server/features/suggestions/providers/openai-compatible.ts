import { ZModelSuggestions } from "../../../../contract/ai";
import { createModelBudget, type ModelBudgetOptions } from "./model-budget";
import { createOfflineWriter, type OfflineWriter } from "./offline-writer";
import { childrenPolicyPrompt, giftPrompt, SYSTEM_PROMPT, weddingMessagePrompt } from "./prompts";
import type { Logger, SuggestionProvider } from "./types";

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:8080/v1 (llama.cpp), http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per attempt; the answer must come within a few seconds or the offline writer steps in. */
  timeoutMs?: number;
  /** Extra attempts after the first failure. */
  retries?: number;
  fallback?: OfflineWriter;
  fetch?: typeof fetch;
  budget?: ModelBudgetOptions;
}

class ModelAnswerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Pulls the suggestions out of a chat-completions body and holds them to the contract. */
function parseCompletion(body: unknown): string[] {
  const content = (body as { choices?: { message?: { content?: unknown } }[] })?.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new ModelAnswerError("no message content in the answer");
  // Some local servers wrap JSON in a Markdown fence even when asked for a JSON object.
  const json = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, "");
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ModelAnswerError("the message content is not JSON");
  }
  const result = ZModelSuggestions.safeParse(parsed);
  if (!result.success) throw new ModelAnswerError(`the JSON does not hold 3-5 distinct suggestions: ${result.error.issues[0]?.message}`);
  return result.data.suggestions.map((text) => text.replace(/\s+/g, " "));
}

/**
 * Any server speaking OpenAI's chat-completions protocol (OpenAI, llama.cpp, vLLM, Ollama).
 * A failure (network, timeout, non-2xx, an answer off the contract) is retried once, then
 * the offline writer answers instead, so a couple always gets suggestions. So it does past
 * the instance's model budget (model-budget.ts: 60 calls a minute, 4 at once).
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): SuggestionProvider {
  const { timeoutMs = 8000, retries = 1, fallback = createOfflineWriter(), fetch: doFetch = fetch } = options;
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const budget = createModelBudget(options.budget);

  async function complete(userPrompt: string, jsonMode: boolean): Promise<string[]> {
    const response = await doFetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        messages: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: userPrompt },
        ],
        ...(jsonMode ? { response_format: { type: "json_object" } } : {}),
        temperature: 0.9,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new ModelAnswerError(`the model server answered ${response.status}`, response.status);
    return parseCompletion(await response.json().catch(() => null));
  }

  async function suggest(kind: string, userPrompt: string, offline: () => string[], log: Logger): Promise<string[]> {
    if (!budget.take()) {
      log.warn({ kind, endpoint }, "AI budget of this instance spent; answering with the offline writer");
      return offline();
    }
    try {
      return await suggestFromModel(kind, userPrompt, offline, log);
    } finally {
      budget.release();
    }
  }

  async function suggestFromModel(kind: string, userPrompt: string, offline: () => string[], log: Logger): Promise<string[]> {
    let lastError: unknown;
    let jsonMode = true;
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        return await complete(userPrompt, jsonMode);
      } catch (error) {
        lastError = error;
        // A server that refuses the request itself (400/422) may not know response_format:
        // the prompt already asks for JSON, so the retry goes without it.
        if (error instanceof ModelAnswerError && (error.status === 400 || error.status === 422)) jsonMode = false;
      }
    }
    const reason = lastError instanceof Error ? `${lastError.name}: ${lastError.message}` : String(lastError);
    log.warn({ kind, endpoint, reason }, "AI provider failed; answering with the offline writer");
    return offline();
  }

  return {
    name: "openai-compatible",
    weddingMessages: (input, log) => suggest("wedding-message", weddingMessagePrompt(input), () => fallback.weddingMessages(input), log),
    childrenPolicies: (input, log) => suggest("children-policy", childrenPolicyPrompt(input), () => fallback.childrenPolicies(input), log),
    giftSuggestions: (input, log) => suggest("gift", giftPrompt(input), () => fallback.giftSuggestions(input), log),
  };
}
