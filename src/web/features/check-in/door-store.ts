import type { DoorList } from "../../../contract/check-in";
import type { Mark } from "../../../contract/rules/check-in";

/**
 * What the door screen keeps on the device (docs/decisions/0039-check-in.md): the day's list, so
 * the screen works and reloads with the venue's connection gone, and the marks waiting to be
 * sent, so none is lost if the page closes. localStorage: a 1,000-person list is about 320 KB,
 * well inside its 5 MB, and reading it synchronously lets the first render show the list.
 * The list holds names, households and tables only; it is forgotten after three days, when the
 * host key no longer opens the wedding, or when the couple asks.
 */

export interface DoorWedding {
  id: string;
  uniqueCode: string;
  partner1: string;
  partner2: string;
}

export interface SavedDoor {
  wedding: DoorWedding;
  list: DoorList;
  savedAt: number;
}

const KEEP_MS = 3 * 24 * 3600_000;
const FORMAT = 1;
const listKey = (code: string) => `door-list:${FORMAT}:${code.toUpperCase()}`;
const queueKey = (code: string) => `door-queue:${FORMAT}:${code.toUpperCase()}`;

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Storage full or switched off (a private window): the screen still works while online.
    return false;
  }
}

export function loadDoor(code: string, now = Date.now()): SavedDoor | undefined {
  const saved = read<SavedDoor>(listKey(code));
  if (!saved?.list?.people || !saved.wedding?.id) return undefined;
  if (now - saved.savedAt > KEEP_MS) {
    localStorage.removeItem(listKey(code));
    return undefined;
  }
  return saved;
}

export const saveDoor = (code: string, door: Omit<SavedDoor, "savedAt">) => write(listKey(code), { ...door, savedAt: Date.now() });

/** The list goes; marks still waiting stay until sent (they are not the couple's guest data). */
export function forgetDoor(code: string): void {
  try {
    localStorage.removeItem(listKey(code));
  } catch {
    // Nothing kept.
  }
}

export const loadQueue = (code: string): Mark[] => read<Mark[]>(queueKey(code)) ?? [];
export const saveQueue = (code: string, queue: readonly Mark[]) => write(queueKey(code), queue);
export const isQueueKey = (code: string, key: string | null) => key === queueKey(code);
