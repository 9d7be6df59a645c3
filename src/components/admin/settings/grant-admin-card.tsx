"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { notifyAdmin } from "@/components/ui/admin-toaster";
import { grantAdminMessages } from "@/lib/messages";
import { grantRoleInput } from "@/lib/validation/admin";
import { api } from "@/trpc/react";

/** The server's answers shown as they are; anything else is the generic failure (docs/product.md#messages). */
const known = new Set<string>([
  grantAdminMessages.notFound,
  grantAdminMessages.alreadyAdmin,
  grantAdminMessages.emailRequired,
  grantAdminMessages.emailInvalid,
]);

/** The security card (docs/product.md#admin): grant the admin role to an existing account by e-mail. */
export function GrantAdminCard() {
  const [email, setEmail] = useState("");
  const utils = api.useUtils();
  const grant = api.admin.grantRole.useMutation({
    onSuccess: (data) => {
      notifyAdmin({ title: data.message });
      setEmail("");
      void utils.audit.list.invalidate();
    },
    onError: (error) => notifyAdmin({ title: known.has(error.message) ? error.message : grantAdminMessages.failure }, "error"),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = grantRoleInput.safeParse({ email });
    if (!parsed.success) return notifyAdmin({ title: parsed.error.issues[0]?.message ?? grantAdminMessages.emailInvalid }, "error");
    grant.mutate(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Security</CardTitle>
        <CardDescription>Grant the admin role to someone who already has an account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          method="post"
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Grant admin role"
        >
          <FormField id="grant-admin-email" label="Email address" className="flex-1">
            <Input
              id="grant-admin-email"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={grant.isPending}>
            {grant.isPending ? "Granting..." : "Grant admin role"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
