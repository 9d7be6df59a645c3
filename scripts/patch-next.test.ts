import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runtimeFolder, runtimes, withoutGlobalErrorStyles } from "./patch-next.mjs";

// The shape of getGlobalErrorStyles in Next 16.4's minified page renderer.
const sample =
  'let s0=async(e,t)=>{let r=rd(e).modules["global-error"];let[a,i]=await rp({ctx:t,filePath:r[1],getComponent:r[0],injectedCSS:new Set,injectedJS:new Set});return{GlobalError:a,styles:i}};';

describe("scripts/patch-next.mjs", () => {
  it("gives the global-error boundary no styles, once", () => {
    const first = withoutGlobalErrorStyles(sample);
    expect(first.state).toBe("patched");
    expect(first.source).toContain("return{GlobalError:a,styles:null}}");
    expect(first.source.replace("styles:null", "styles:i")).toBe(sample);
    expect(withoutGlobalErrorStyles(first.source)).toEqual({ source: first.source, state: "already" });
  });

  it("leaves code it does not recognise alone", () => {
    const other = sample.replace("injectedCSS:new Set", "injectedCSS:seen");
    expect(withoutGlobalErrorStyles(other)).toEqual({ source: other, state: "not-found" });
    const twice = sample + sample;
    expect(withoutGlobalErrorStyles(twice)).toEqual({ source: twice, state: "not-found" });
  });

  it("has patched the installed Next (postinstall), in the runtime next build uses", () => {
    const folder = runtimeFolder();
    const installed = runtimes.filter((name) => fs.existsSync(path.join(folder, name)));
    expect(installed).toContain("app-page-turbo.runtime.prod.js");
    for (const name of installed) {
      expect(withoutGlobalErrorStyles(fs.readFileSync(path.join(folder, name), "utf8")).state, name).toBe("already");
    }
  });

  it("holds only while the global-error boundary is Next's own, which styles itself inline", () => {
    const own = ["tsx", "ts", "jsx", "js"].map((ext) => `src/app/global-error.${ext}`).filter((file) => fs.existsSync(file));
    expect(own, "an own global-error would render without the stylesheet: drop the patch or style it inline").toEqual([]);
  });
});
