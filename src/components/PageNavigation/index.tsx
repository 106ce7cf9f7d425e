import React, { createContext, useContext, useEffect, useMemo, useState } from "react";

/**
 * The page-navigation-disabled flag: any page or component may switch the
 * site's navigation (the footer block) off, e.g. for a focused funnel page.
 */
interface PageNavigationState {
  disabled: boolean;
  setDisabled: (disabled: boolean) => void;
}

const PageNavigationContext = createContext<PageNavigationState>({ disabled: false, setDisabled: () => {} });

export function PageNavigationProvider({ children }: { children: React.ReactNode }) {
  const [disabled, setDisabled] = useState(false);
  const value = useMemo(() => ({ disabled, setDisabled }), [disabled]);
  return <PageNavigationContext.Provider value={value}>{children}</PageNavigationContext.Provider>;
}

export function usePageNavigation(): PageNavigationState {
  return useContext(PageNavigationContext);
}

/** Disables page navigation while the calling component is mounted. */
export function useDisablePageNavigation(disabled = true): void {
  const { setDisabled } = usePageNavigation();
  useEffect(() => {
    setDisabled(disabled);
    return () => setDisabled(false);
  }, [disabled, setDisabled]);
}
