import React from "react";
import { Container, Section } from "../components/Container";
import { HeroArt } from "../components/HeroArt";
import { PageHero } from "./PageHero";
import { SectionHeading } from "./SectionHeading";
import { CardGrid, type CardItem } from "./CardGrid";
import { ClosingCta } from "./ClosingCta";
import { Static } from "../islands";

export interface ListingCopy {
  hero: { eyebrow: string; title: string; text: string };
  closingCta: { title: string; text: string; ctaLabel?: string | null; ctaIntent?: string | null };
}

interface ListingViewProps extends ListingCopy {
  /** The card grids, in order; a group without cards is left out. */
  groups: ReadonlyArray<{ title: string; items: ReadonlyArray<CardItem> }>;
  /** The name of the page's illustration (static/art/<name>.svg). */
  art: string;
  /** A block before the groups (the services index's pricing summary). */
  intro?: React.ReactNode;
}

/** A section index (/services/, /industries/…): its copy, then the pages it lists as linked cards. */
export function ListingView({ hero, groups, art, intro, closingCta }: ListingViewProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} art={<HeroArt name={art} />} />
      <Static>
        {intro}
        {groups
          .filter((group) => group.items.length)
          .map((group, index) => (
            <Section key={group.title} $tone={(index + (intro ? 1 : 0)) % 2 ? "raised" : "plain"}>
              <Container>
                <SectionHeading title={group.title} />
                <CardGrid items={group.items} />
              </Container>
            </Section>
          ))}
      </Static>
      <ClosingCta {...closingCta} />
    </>
  );
}

export const toCard = (node: { name: string; summary: string; path: string }): CardItem => ({
  title: node.name,
  text: node.summary,
  path: node.path,
});
