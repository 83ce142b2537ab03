/**
 * Whether the couple's children policy says the wedding is for adults only. The policy is the
 * couple's own words (a chip's sentence, an AI suggestion or their text), so this reads them:
 * "adults only", "adults-only", "just for adults", "no children", "child-free".
 */
export function isAdultsOnly(policy: string | null | undefined): boolean {
  if (!policy) return false;
  return /\badults?[\s-]+only\b|\bfor adults\b|\bno (?:kids|children)\b|\bchild[\s-]?free\b/i.test(policy);
}
