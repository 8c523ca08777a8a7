/**
 * Markdown's words hold together on a narrow line (large text on a phone): numbers written with
 * hyphens ("1-800-633-4227", "1-800-MEDICARE", "17-92") get non-breaking hyphens, and a link
 * whose text is an e-mail or web address may wrap only after its @ or a slash, or before a dot,
 * in a span that app.css lets shrink (.break-address), as ui/email-text.tsx does.
 */
import type { Element, ElementContent, Root, Text } from "hast";
import { visit } from "unist-util-visit";

/** A hyphen with a digit on one side and a digit or capital on the other. */
const NUMBER_HYPHEN = /(?<=\d)-(?=[\dA-Z])|(?<=[\dA-Z])-(?=\d)/g;
const ADDRESS = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?)$/;

/** "care@<wbr>example<wbr>.org", "https://<wbr>www<wbr>.hhs<wbr>.gov/<wbr>ocr". */
export function addressParts(address: string): ElementContent[] {
  const parts = address.split(/(?<=@|\/(?!\/))|(?=\.)/);
  return parts.flatMap((part, i): ElementContent[] => [
    ...(i > 0 ? [{ type: "element", tagName: "wbr", properties: {}, children: [] } as Element] : []),
    { type: "text", value: part },
  ]);
}

export function unbreakableText() {
  return () => (tree: Root) => {
    visit(tree, "text", (node: Text) => {
      node.value = node.value.replace(NUMBER_HYPHEN, "\u2011");
    });
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a" || node.children.length !== 1) return;
      const [only] = node.children;
      if (only?.type !== "text" || !ADDRESS.test(only.value)) return;
      node.children = [
        {
          type: "element",
          tagName: "span",
          properties: { className: ["break-address"] },
          children: addressParts(only.value),
        },
      ];
    });
  };
}
