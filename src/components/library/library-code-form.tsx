"use client";

import Link from "next/link";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { libraryMessages as m } from "@/lib/messages";
import { useLibraryCodeActions } from "./use-code-actions";

/**
 * The library's door (docs/product.md#the-library-without-a-password): the e-mail used at
 * checkout, then the 6-digit code e-mailed to it. A code accepted opens a session for that
 * address and the page reloads as the library.
 */
export function LibraryCodeForm() {
  const actions = useLibraryCodeActions();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await actions.sendCode(email.trim());
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setCode("");
    setStep("code");
  }

  async function enterCode(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return setError(m.codeFormat);
    setBusy(true);
    setError(null);
    const result = await actions.enterCode(email.trim(), digits);
    if (!result.ok) {
      setBusy(false);
      return setError(result.message);
    }
    // The session cookie is set: the page renders the library now.
    window.location.assign(m.path);
  }

  const alert = error && (
    <p role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );

  if (step === "code") {
    return (
      <form method="post" onSubmit={enterCode} className="grid gap-4" noValidate>
        <p role="status" className="text-sm">
          {m.codeSent}
        </p>
        <FormField id="library-code" label={m.codeLabel}>
          <Input
            id="library-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            autoFocus
            className="font-mono tracking-[0.4em]"
          />
        </FormField>
        {alert}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy}>
            {m.openLibrary}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setStep("email");
              setError(null);
            }}
          >
            {m.otherAddress}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form method="post" onSubmit={sendCode} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <FormField id="library-email" label={m.emailLabel}>
        <Input
          id="library-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </FormField>
      {alert}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {m.sendCode}
      </Button>
      <p className="text-sm">
        <Link href={`/auth?redirect=${encodeURIComponent(m.path)}`} className="underline">
          {m.passwordLink}
        </Link>
      </p>
    </form>
  );
}
