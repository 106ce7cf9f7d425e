/**
 * Language-prefix redirect: a visitor who chose another language before is
 * sent to the same page under that language's prefix (/de/about-us/). Only
 * active when the site has more than one language; today it has one, English,
 * so it never redirects.
 */
export const SITE_LANGUAGES: readonly string[] = ["en"];
export const DEFAULT_LANGUAGE = "en";
/** Where a visitor's language choice is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = "preferred-language";

interface LanguageSettings {
  languages: readonly string[];
  defaultLanguage: string;
}

const SITE_SETTINGS: LanguageSettings = { languages: SITE_LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE };

/** The address to go to instead of this one, or null to stay. */
export function languageRedirectTarget(
  location: { pathname: string; search: string; hash: string },
  storedLanguage: string | null,
  { languages, defaultLanguage }: LanguageSettings = SITE_SETTINGS,
): string | null {
  if (languages.length < 2 || !storedLanguage || storedLanguage === defaultLanguage) return null;
  if (!languages.includes(storedLanguage)) return null;
  const [, first] = location.pathname.split("/");
  if (first && languages.includes(first)) return null;
  return `/${storedLanguage}${location.pathname}${location.search}${location.hash}`;
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Redirects (replacing the history entry) when the stored language asks for it; true if it did. */
export function redirectToPreferredLanguage(settings: LanguageSettings = SITE_SETTINGS): boolean {
  if (typeof window === "undefined" || settings.languages.length < 2) return false;
  const target = languageRedirectTarget(window.location, storedLanguage(), settings);
  if (!target) return false;
  window.location.replace(target);
  return true;
}
