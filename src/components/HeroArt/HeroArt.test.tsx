import React from "react";
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/tokens";
import { HeroArt } from ".";
import { industryBadgeFor } from "./industry-badges";

const badgeOf = (subject?: string) => {
  const { container, unmount } = render(
    <ThemeProvider theme={theme}>
      <HeroArt kind="industry" subject={subject} />
    </ThemeProvider>,
  );
  const badge = container.querySelector("[data-badge]")?.getAttribute("data-badge");
  unmount();
  return badge;
};

describe("industry illustrations", () => {
  it("draw what the industry deals in, from the page's slug or path", () => {
    expect(industryBadgeFor("/industries/transportation/")).toBe("truck");
    expect(industryBadgeFor("logistics-software")).toBe("truck");
    expect(industryBadgeFor("/services/legal-tech-software-development/")).toBe("scales");
    expect(industryBadgeFor("/services/real-estate-software-development/")).toBe("house");
    expect(industryBadgeFor("/services/fintech-software-development/")).toBe("coins");
  });

  it("keep the compliance shield for health care, an unknown industry and the industries index", () => {
    expect(industryBadgeFor("/services/healthcare-software-development/")).toBe("shield");
    expect(industryBadgeFor("/services/agritech/")).toBe("shield");
    expect(badgeOf()).toBe("shield");
  });

  it("put the emblem into the drawing", () => {
    expect(badgeOf("/industries/transportation/")).toBe("truck");
    expect(badgeOf("/services/legal-tech-software-development/")).toBe("scales");
  });
});
