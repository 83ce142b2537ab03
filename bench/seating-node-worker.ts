// The seating worker as a node worker thread, for bench/seating.ts: the same message handler as
// the browser's module worker (src/web/features/seating/worker-protocol.ts), another transport.
import { parentPort } from "node:worker_threads";
import { answerSeatingRequest, type SeatingRequest } from "../src/web/features/seating/worker-protocol";

parentPort!.on("message", (request: SeatingRequest) => answerSeatingRequest(request, (message) => parentPort!.postMessage(message)));
