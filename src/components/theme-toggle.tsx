"use client";

import { Monitor, Moon, Sun } from "@/components/ui/icons";
import { useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Hint, HintGroup } from "@/components/ui/hint";
import { isDark, nextTheme, parseTheme, THEME_STORAGE_KEY, type Theme } from "@/lib/theme";

const icons = { dark: Moon, light: Sun, system: Monitor } as const;
const labels = { dark: "Dark", light: "Light", system: "System" } as const;
const CHANGE = "fertility-theme-change";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}
const readTheme = (): Theme => parseTheme(localStorage.getItem(THEME_STORAGE_KEY));

/** Nav toggle: dark → light → system. The inline theme script applies the first paint. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, readTheme, () => null);

  function choose() {
    const next = nextTheme(theme ?? "dark");
    localStorage.setItem(THEME_STORAGE_KEY, next);
    const dark = isDark(next, matchMedia("(prefers-color-scheme: dark)").matches);
    const root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    root.dataset.theme = next;
    window.dispatchEvent(new Event(CHANGE));
  }

  const current = theme ?? "dark";
  const Icon = icons[current];
  return (
    <HintGroup className="flex">
      <Hint label={`${labels[current]} theme. Click for ${labels[nextTheme(current)].toLowerCase()}.`}>
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          onClick={choose}
          aria-label={`Theme: ${current}. Switch theme`}
          data-testid="theme-toggle"
        >
          <Icon className="h-5 w-5" aria-hidden />
        </button>
      </Hint>
    </HintGroup>
  );
}
