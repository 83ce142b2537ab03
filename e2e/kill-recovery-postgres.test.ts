import { killDuringStream } from "./kill-recovery-support";

// kill -9 under a stream of RSVPs with the server on PostgreSQL (kill-recovery-support.ts); PGlite's
// and a graceful SIGTERM: kill-recovery.test.ts.
killDuringStream("postgres");
