import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18n } from "../host/host-i18n";
import { withTypedValues } from "./typed-elements";

const looksLike = (name: string) =>
  renderToStaticMarkup(
    <p>{withTypedValues((values) => i18n._({ id: "responses.looksLike", message: "Looks like: <0>{name}</0>", values }), { name }, { 0: <strong /> })}</p>,
  );

describe("a message with typed text and markup", () => {
  it("wraps the value in the message's element", () => {
    expect(looksLike("The García household")).toBe("<p>Looks like: <strong>The García household</strong></p>");
  });

  it("keeps what a guest typed as text, tags and all", () => {
    expect(looksLike("<0>Ann</0> & <1>Bo</1>")).toBe("<p>Looks like: <strong>&lt;0&gt;Ann&lt;/0&gt; &amp; &lt;1&gt;Bo&lt;/1&gt;</strong></p>");
    const note = renderToStaticMarkup(
      <p>
        {withTypedValues(
          (values) => i18n._({ id: "responses.dietaryNote", message: "<0>{name}</0>: {note}", values }),
          { name: "Ann", note: "no <0>nuts</0>, 2 > 1" },
          { 0: <b /> },
        )}
      </p>,
    );
    expect(note).toBe("<p><b>Ann</b>: no &lt;0&gt;nuts&lt;/0&gt;, 2 &gt; 1</p>");
  });
});
