// A module worker (Vite bundles it from `new Worker(new URL("./seating-worker.ts", import.meta.url),
// { type: "module" })` in seating-client.ts): the automatic seating runs here, off the page's main
// thread, so the screen stays responsive (docs/decisions/0025-automatic-seating.md).
import { answerSeatingRequest, type SeatingMessage, type SeatingRequest } from "./worker-protocol";

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SeatingRequest>) => void) | null;
  postMessage: (message: SeatingMessage) => void;
};

scope.onmessage = (event) => answerSeatingRequest(event.data, (message) => scope.postMessage(message));
