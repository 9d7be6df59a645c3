import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";
import { spriteIcons, spriteSvg } from "./sprite-icons";

const exported = Object.entries(icons).filter(
  (entry): entry is [string, icons.Icon] => typeof entry[1] === "function" && "spriteId" in entry[1],
);

describe("the icon sprite", () => {
  it("has a symbol for every icon the pages can draw", () => {
    expect(exported.length).toBeGreaterThan(10);
    const svg = spriteSvg();
    for (const [name, Icon] of exported) {
      expect(spriteIcons, name).toHaveProperty(Icon.spriteId);
      expect(svg).toContain(`<symbol id="${Icon.spriteId}" viewBox="0 0 24 24">`);
    }
  });

  it("draws each symbol with lucide's shapes, one element per shape", () => {
    const svg = spriteSvg();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(svg).toContain('<symbol id="check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>');
    expect(svg.match(/<symbol /g)).toHaveLength(Object.keys(spriteIcons).length);
  });

  it("references its symbol and stays hidden from assistive technology unless labelled", () => {
    const check = icons.Check({ className: "h-4 w-4" });
    expect(check.props.className).toBe("icon h-4 w-4");
    expect(check.props["aria-hidden"]).toBe(true);
    expect((check.props.children as { props: { href: string } }).props.href).toBe("/icons.svg#check");
    expect(icons.Check({ "aria-label": "Included" }).props["aria-hidden"]).toBeUndefined();
  });
});
