// npm run email – renders every e-mail template with its preview props to
// .data/email-preview/*.html (offline), with an index page to open in a browser.
import fs from "node:fs";
import path from "node:path";
import { render } from "@react-email/render";
import { createElement } from "react";

const dir = path.join(process.cwd(), "emails");
const out = path.join(process.cwd(), ".data", "email-preview");
fs.mkdirSync(out, { recursive: true });

const names = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => f.replace(/\.tsx$/, ""));
for (const name of names) {
  const { default: Template } = (await import(path.join(dir, `${name}.tsx`))) as { default: () => React.ReactElement };
  fs.writeFileSync(path.join(out, `${name}.html`), await render(createElement(Template)));
}
const links = names.map((n) => `<li><a href="${n}.html">${n}</a></li>`).join("");
fs.writeFileSync(path.join(out, "index.html"), `<!doctype html><title>E-mail previews</title><h1>E-mail previews</h1><ul>${links}</ul>`);
console.log(`Rendered ${names.length} e-mails: open ${path.join(out, "index.html")}`);
