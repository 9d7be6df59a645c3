"use client";

import { useState } from "react";

// What a plain React component does, with no lazy loading: a state toggle renders the panel in
// the click's own task, and the e-mail field is a controlled input.
export function Panel() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="bare-panel" data-testid="bare-panel-button" onClick={() => setOpen(!open)}>
        {open ? "Close the panel" : "Open the panel"}
      </button>
      {open && (
        <section id="bare-panel" aria-label="Panel" data-testid="bare-panel">
          <h2>A panel of text</h2>
          <p>A few sentences for the browser to lay out and paint when the panel opens, as a widget would show.</p>
          <p>Nothing here is fetched on the tap: its code was part of the page from the start.</p>
        </section>
      )}
      <p>
        <label htmlFor="bare-email">E-mail</label>
        <input id="bare-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </p>
    </>
  );
}
