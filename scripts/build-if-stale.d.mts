export function isWebStale(): boolean;
export function buildWebIfStale(options?: { say?: (line: string) => void }): Promise<boolean>;
