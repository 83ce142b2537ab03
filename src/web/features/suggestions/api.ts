import type { ChildrenPolicyRequest, GiftSuggestionRequest, Suggestions, WeddingMessageRequest } from "../../../contract/ai";
import { apiRequest } from "../../lib/api";

// One call per helper, typed by the contract. No caching: each press should bring fresh wording.

export const fetchWeddingMessages = (input: WeddingMessageRequest) => apiRequest<Suggestions>("POST", "/api/ai/wedding-message-suggestions", input);

export const fetchChildrenPolicies = (input: ChildrenPolicyRequest) => apiRequest<Suggestions>("POST", "/api/ai/children-policy-suggestions", input);

export const fetchGiftSuggestions = (input: GiftSuggestionRequest) => apiRequest<Suggestions>("POST", "/api/ai/gift-suggestions", input);
