export function isWebStale(): boolean;
export function buildWebIfStale(): Promise<boolean>;
