import { describe, expect, it } from "vitest";
import { broadcastBodyHtml } from "./broadcast-markdown";

describe("broadcastBodyHtml", () => {
  it("renders Markdown and shows raw HTML as text, never as markup", () => {
    const html = broadcastBodyHtml('Hello **you**\n\n<script>alert(1)</script>\n\nA <img src=x onerror="alert(1)"> inline');
    expect(html).toContain("<strong>you</strong>");
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("keeps http(s) and mailto links, rewriting web ones; drops other schemes and images", () => {
    const html = broadcastBodyHtml(
      "[web](https://a.example.net/x?y=1) [mail](mailto:hi@a.example.net) [bad](javascript:alert(1)) ![pixel](https://t.example.net/p.gif)",
      (href) => `https://store.example.net/click?u=${encodeURIComponent(href)}`,
    );
    expect(html).toContain('href="https://store.example.net/click?u=https%3A%2F%2Fa.example.net%2Fx%3Fy%3D1"');
    expect(html).toContain('href="mailto:hi@a.example.net"');
    expect(html).not.toContain("javascript:");
    expect(html).toMatch(/> bad pixel<\/p>/);
    expect(html).not.toContain("t.example.net");
  });
});
