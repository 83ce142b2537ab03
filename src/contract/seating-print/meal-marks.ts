import { foldLetters } from "../person-identity";

/**
 * The mark a place card carries for its guest's meal (issue 30 item 7; docs/decisions/0037-seating-print.md):
 * a large letter a server reads in low light, with a shape beside it, so the mark never rests on
 * colour alone, and a legend that names each. Pure, for the print screen and the caterer's files.
 */
export interface MealMark {
  /** The meal as the guest answered it; null for "no meal chosen". */
  meal: string | null;
  letter: string;
  symbol: string;
}

/** Shapes that differ in outline, not only in fill, and that print in any font with these blocks. */
const SYMBOLS = ["●", "■", "▲", "◆", "★", "✚", "▼", "⬟"];
const NO_MEAL: Omit<MealMark, "meal"> = { letter: "–", symbol: "○" };
const LATIN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The first letter of a meal, as a person reads it: "Chicken" is C, "Végétarien" V, "دجاج" د. */
function initialOf(meal: string): string {
  const letter = [...meal.trim()].find((char) => /\p{L}|\p{N}/u.test(char)) ?? "";
  return letter.toLocaleUpperCase();
}

export interface MealMarks {
  /** Every mark in legend order: the meal question's options, any other answer, then "no meal chosen" if anyone has none. */
  legend: MealMark[];
  of: (meal: string | null) => MealMark;
}

/**
 * One mark per meal: its own initial when every meal's differs ("C", "B", "V"), otherwise A, B,
 * C… in the legend's order, so no two meals ever share a letter. Answers that are not among the
 * options (an option renamed after people chose it) get marks of their own after them.
 */
export function mealMarks(options: readonly string[], answers: Iterable<string | null>): MealMarks {
  const meals = [...options];
  let missing = false;
  for (const answer of answers) {
    if (answer === null) missing = true;
    else if (!meals.includes(answer)) meals.push(answer);
  }
  const initials = meals.map(initialOf);
  const folded = initials.map(foldLetters);
  const distinct = new Set(folded).size === meals.length && folded.every(Boolean);
  const legend: MealMark[] = meals.map((meal, i) => ({
    meal,
    letter: distinct ? initials[i]! : (LATIN_LETTERS[i] ?? String(i + 1)),
    symbol: SYMBOLS[i % SYMBOLS.length]!,
  }));
  const none: MealMark = { meal: null, ...NO_MEAL };
  if (missing) legend.push(none);
  const byMeal = new Map(legend.map((mark) => [mark.meal, mark]));
  return { legend, of: (meal) => byMeal.get(meal) ?? none };
}
