// The seating plan's host writes, per minute, as the events' are: per client address, and per
// wedding whoever calls. Every seating write counts against them: the plan's routes and the
// "Find my table" switch (docs/security.md, "Rate limits").
export const HOST_WRITES_PER_ADDRESS = 60;
export const HOST_WRITES_PER_WEDDING = 120;
