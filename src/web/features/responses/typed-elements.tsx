import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { withElements } from "../../lib/i18n-react";

// Private-use characters a typed answer never holds: each stands in for one value while the
// message's tags are read, so a guest who types "<0>" in a note sees "<0>", not markup.
const token = (index: number) => `\uE000${index}\uE001`;
const TOKEN = /\uE000(\d+)\uE001/g;

/**
 * `withElements` for a message with people's typed text in it ("<0>{name}</0>: {note}"): `format`
 * gets a stand-in for each value and returns the message (`i18n._` with those as its values).
 */
export function withTypedValues(
  format: (values: Record<string, string>) => string,
  values: Record<string, string | number>,
  components: Record<string, ReactElement<{ children?: ReactNode }>>,
): ReactNode[] {
  const names = Object.keys(values);
  const stand = Object.fromEntries(names.map((name, index) => [name, token(index)]));
  const fill = (text: string) => text.replace(TOKEN, (_, index: string) => String(values[names[Number(index)]!]));
  return withElements(format(stand), components).map((node) => {
    if (typeof node === "string") return fill(node);
    if (isValidElement<{ children?: ReactNode }>(node) && typeof node.props.children === "string") return cloneElement(node, {}, fill(node.props.children));
    return node;
  });
}
