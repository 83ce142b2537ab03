import { provideThemes } from "./save-the-date-styles";
import botanical from "./themes/botanical";
import elegant from "./themes/elegant";
import minimalist from "./themes/minimalist";
import modern from "./themes/modern";
import romantic from "./themes/romantic";
import rustic from "./themes/rustic";
import vintage from "./themes/vintage";

/** Every look at once, for the server's synchronous pre-render and its font preloads (never imported by the web app). */
export function provideAllThemes(): void {
  provideThemes({ modern, rustic, botanical, minimalist, vintage, romantic, elegant });
}
