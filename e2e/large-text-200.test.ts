import { largeTextSuite } from "./large-text-support";

// Guest screens, the wedding form and the couple's screens at 200% text on a 360 px phone (large-text-support.ts).
largeTextSuite("200%");
