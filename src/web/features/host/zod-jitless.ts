import { config } from "zod";

// zod 4 probes for `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval')
// that probe is refused and reported as a CSP violation. The interpreted parser is plenty
// fast for forms, so switch the probe off before any schema runs.
config({ jitless: true });
