import React, { useId, useRef } from "react";
import { Link } from "gatsby";
import { Container } from "../../components/Container";
import { Logo } from "../../components/Logo";
import { toSitePath } from "../../lib/site-paths";
import { activeNavPath } from "../../lib/nav-section";
import { useMobileMenu } from "../../lib/mobile-menu";
import { HEADER_CLASS as C } from "./classes";

interface HeaderProps {
  siteName: string;
  navigation: ReadonlyArray<{ name: string; path: string }>;
  /** The call-to-action, drawn with the class of its place in the header. */
  cta: (className: string) => React.ReactNode;
  pathname: string;
  /** Pages whose section is not the folder they are published in: page path → its index path. */
  sectionOf?: Readonly<Record<string, string>>;
}

/**
 * Logo home, the main navigation and the call-to-action. Below desktop width
 * the navigation is a disclosure menu, a popover its button opens over the page
 * (src/lib/mobile-menu.ts): it works from the server's HTML, before any script,
 * and Escape, a tap outside, leaving it with the keyboard, following a link or
 * navigating close it.
 */
export function Header({ siteName, navigation, cta, pathname, sectionOf = {} }: HeaderProps) {
  const active = activeNavPath(pathname, navigation, (path) => sectionOf[path]);
  const menuId = useId();
  const barRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useMobileMenu({ pathname, containerRef: barRef, panelRef, toggleRef });

  return (
    // Its rules are plain CSS in the page's head (./header-css.ts): nothing to compute while it hydrates.
    <header className={C.bar} ref={barRef}>
      <Container>
        <div className={C.inner}>
          <Link className={C.home} to="/" aria-label={`${siteName} home`}>
            <Logo title={siteName} />
          </Link>
          <button
            className={C.toggle}
            ref={toggleRef}
            type="button"
            aria-controls={menuId}
            // React 18 does not know the attribute; it passes through as written. The browser opens the menu
            // (src/lib/mobile-menu.ts) and tells assistive technology that it is expanded.
            {...{ popovertarget: menuId }}
          >
            Menu
            <span className={C.burger} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
          <nav className={C.nav} id={menuId} ref={panelRef} {...{ popover: "auto" }} aria-label="Main">
            <ul>
              {navigation.map((item) => (
                <li key={item.path}>
                  <Link to={toSitePath(item.path)} className={toSitePath(item.path) === active ? "active" : undefined}>
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
            {cta(C.cta)}
          </nav>
        </div>
      </Container>
    </header>
  );
}
