// The baseline of bench/inp.ts: one client component (a button that opens a panel of text, and an
// e-mail field), statically prerendered like the rest of the bare app.
import { Panel } from "./panel";

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page with one client component</h1>
      <Panel />
    </main>
  );
}
