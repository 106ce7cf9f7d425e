import React, { useEffect, useId, useState } from "react";
import { Link } from "gatsby";
import { Container } from "../Container";
import { Logo } from "../Logo";
import { toSitePath } from "../../lib/site-paths";
import * as S from "./styles";

interface HeaderProps {
  siteName: string;
  navigation: ReadonlyArray<{ name: string; path: string }>;
  cta: React.ReactNode;
  pathname: string;
}

/** Logo home, the main navigation (a disclosure menu below desktop width) and the call-to-action. */
export function Header({ siteName, navigation, cta, pathname }: HeaderProps) {
  // The menu is open on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuId = useId();

  // Escape closes it too.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOn(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <S.Bar>
      <Container>
        <S.Inner>
          <S.HomeLink as={Link} to="/" aria-label={`${siteName} home`}>
            <Logo title={siteName} />
          </S.HomeLink>
          <S.MenuToggle
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </S.MenuToggle>
          <S.Nav id={menuId} $open={open} aria-label="Main">
            <ul>
              {navigation.map((item) => (
                <li key={item.path}>
                  <Link to={toSitePath(item.path)} partiallyActive={item.path !== "/"} activeClassName="active">
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
            <S.CtaSlot>{cta}</S.CtaSlot>
          </S.Nav>
        </S.Inner>
      </Container>
    </S.Bar>
  );
}
