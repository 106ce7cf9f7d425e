import React, { useCallback, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { Container } from "../../components/Container";
import { Logo } from "../../components/Logo";
import { toSitePath } from "../../lib/site-paths";
import { activeNavPath } from "../../lib/nav-section";
import { type MenuCloseReason, useMobileMenu } from "../../lib/mobile-menu";
import { HEADER_CLASS as C, OPEN } from "./classes";

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
 * the navigation is a disclosure menu: the button opens it over the page, and
 * Escape, leaving it with the keyboard, following a link or navigating close it.
 */
export function Header({ siteName, navigation, cta, pathname, sectionOf = {} }: HeaderProps) {
  const active = activeNavPath(pathname, navigation, (path) => sectionOf[path]);
  // The menu is open on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();
  const barRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onClose = useCallback((reason: MenuCloseReason) => {
    setOpenOn(null);
    // Escape leaves the keyboard user on the button that opened the menu.
    if (reason === "escape") toggleRef.current?.focus();
  }, []);
  useMobileMenu({ open, containerRef: barRef, panelRef, onClose });
  const openMark = open ? { [OPEN]: "" } : {};

  return (
    // Its rules are plain CSS in the page's head (./header-css.ts): nothing to compute while it hydrates.
    <header className={C.bar} ref={barRef} {...openMark}>
      <Container>
        <div className={C.inner}>
          <Link className={C.home} to="/" aria-label={`${siteName} home`}>
            <Logo title={siteName} />
          </Link>
          <button
            className={C.toggle}
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
            <span className={C.burger} aria-hidden="true" {...openMark}>
              <span />
              <span />
              <span />
            </span>
          </button>
          <nav className={C.nav} id={menuId} ref={panelRef} {...openMark} aria-label="Main">
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
