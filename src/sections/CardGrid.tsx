import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { Icon, type IconName } from "../components/Icon";
import { CardKicker, CardList, CardMore, cardSurface, cardText } from "./card-parts";
import { colors, layout, radii, space } from "../theme/tokens";

export interface CardItem {
  title: string;
  text: string;
  /** When set, the whole card links there. */
  path?: string;
  meta?: string;
  icon?: IconName;
}

/** Cards in a responsive grid: index pages, "what we do", reasons… */
export function CardGrid({
  items,
  headingLevel = 3,
  columns = items.length === 4 ? 4 : 3,
}: {
  items: ReadonlyArray<CardItem>;
  headingLevel?: 2 | 3;
  /** Columns on desktop (two on tablets, one on phones); four items get four, else three. */
  columns?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <CardList $columns={columns} $count={items.length}>
      {items.map((item) => (
        <Card key={item.title} $linked={Boolean(item.path)}>
          {item.icon ? (
            <IconTile>
              <Icon name={item.icon} />
            </IconTile>
          ) : null}
          {item.meta ? <CardKicker>{item.meta}</CardKicker> : null}
          <Heading>{item.path ? <Link to={item.path}>{item.title}</Link> : item.title}</Heading>
          <p>{item.text}</p>
          {item.path ? (
            <CardMore aria-hidden="true">
              Learn more <Icon name="arrow" size={18} />
            </CardMore>
          ) : null}
        </Card>
      ))}
    </CardList>
  );
}

const Card = styled.li<{ $linked: boolean }>`
  ${cardSurface}
  padding: ${space.lg};
  ${cardText}
`;

export const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${layout.touchTarget}px;
  height: ${layout.touchTarget}px;
  margin-bottom: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surfaceRaised};
  color: ${colors.highlight};
`;
