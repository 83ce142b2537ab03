/**
 * Whether the couple's children policy says the wedding is for adults only. The policy is the
 * couple's own words (a chip's sentence, an AI suggestion or their text), in the invitation's
 * language or a translation of it (issue 16), so this reads them in the eight languages:
 * "adults only", "just for adults", "no children", "child-free"; "solo adultos", "sin niños";
 * "réservé aux adultes", "sans enfants"; "nur für Erwachsene", "ohne Kinder", "kinderfrei";
 * "solo adulti", "senza bambini"; "só adultos", "sem crianças"; "tylko dla dorosłych";
 * "للبالغين فقط", "بدون أطفال".
 */
const ADULTS_ONLY =
  /\badults?[\s-]+only\b|\bfor adults\b|\bno (?:kids|children)\b|\bchild[\s-]?free\b|\bs[oó]lo (?:para )?adultos|\bsin niños|aux adultes|(?:pour les|entre) adultes|\bsans enfants|\bnur (?:für )?erwachsene|\bohne kinder|\bkinderfrei|\bsolo (?:per |agli )?adulti|\bsenza bambini|\b(?:só|somente|apenas) (?:para )?adultos|\bsem crianças|\b(?:tylko|wyłącznie) dla dorosłych|للبالغين فقط|للكبار فقط|(?:بدون|دون) أطفال/i;

type Policy = { childrenPolicy: string | null; translations?: Partial<Record<string, { childrenPolicy?: string }>> | null };

export function isAdultsOnly(policy: string | null | undefined): boolean {
  return Boolean(policy) && ADULTS_ONLY.test(policy!);
}

/** The wedding's policy or any of its translations says adults only. */
export function weddingIsAdultsOnly(wedding: Policy): boolean {
  return isAdultsOnly(wedding.childrenPolicy) || Object.values(wedding.translations ?? {}).some((text) => isAdultsOnly(text?.childrenPolicy));
}
