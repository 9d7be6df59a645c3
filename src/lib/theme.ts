/** Local-storage key of the theme choice (docs/product.md#pages: named for the fertility UI theme). */
export const THEME_STORAGE_KEY = "fertility-ui-theme";
export const themes = ["dark", "light", "system"] as const;
export type Theme = (typeof themes)[number];
export const DEFAULT_THEME: Theme = "dark";

/** Reads a stored value; anything unknown means the default. */
export function parseTheme(value: string | null | undefined): Theme {
  return (themes as readonly string[]).includes(value ?? "") ? (value as Theme) : DEFAULT_THEME;
}

/** Whether the page should be dark for a choice, given the OS preference. */
export function isDark(theme: Theme, systemPrefersDark: boolean) {
  return theme === "system" ? systemPrefersDark : theme === "dark";
}

/** The next choice of the nav toggle: dark → light → system → dark. */
export function nextTheme(theme: Theme): Theme {
  return themes[(themes.indexOf(theme) + 1) % themes.length]!;
}

/**
 * Runs before the first paint (inline in <head>) so there is no flash: applies the stored
 * choice, and keeps following the OS while the choice is "system".
 */
export const themeScript = `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function a(){var t;try{t=localStorage.getItem(k)}catch(e){}if(t!=="light"&&t!=="system")t="dark";var x=t==="system"?m.matches:t==="dark";d.classList.toggle("dark",x);d.style.colorScheme=x?"dark":"light";d.dataset.theme=t}a();m.addEventListener("change",a);window.addEventListener("storage",function(e){if(e.key===k)a()})})()`;
