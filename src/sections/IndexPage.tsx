import React from "react";
import { Container, Section } from "../components/Container";
import { HeroArt } from "../components/HeroArt";
import { PageHero } from "./PageHero";
import { SectionHeading } from "./SectionHeading";
import { CardGrid, type CardItem } from "./CardGrid";
import { ClosingCta } from "./ClosingCta";
import { Static } from "../islands";

interface IndexPageProps {
  eyebrow: string;
  title: string;
  text: string;
  groups: ReadonlyArray<{ title: string; items: ReadonlyArray<CardItem> }>;
  /** The name of the page's illustration (static/art/<name>.svg). */
  art: string;
  /** Blocks before the groups (the services index's pricing summary). */
  intro?: React.ReactNode;
  /** Blocks after the groups. */
  children?: React.ReactNode;
}

/** Section index pages (/services/, /industries/…): their members as linked cards. */
export function IndexPage({ eyebrow, title, text, groups, art, intro, children }: IndexPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} text={text} art={<HeroArt name={art} />} />
      <Static>
        {intro}
        {groups.map((group, index) => (
          <Section key={group.title} $tone={(index + (intro ? 1 : 0)) % 2 ? "raised" : "plain"}>
            <Container>
              <SectionHeading title={group.title} />
              <CardGrid items={group.items} />
            </Container>
          </Section>
        ))}
        {children}
      </Static>
      <ClosingCta
        title="Not sure where your project fits?"
        text="Describe the problem in a few sentences. A senior engineer will reply within one business day with questions and a suggested first step."
      />
    </>
  );
}

export const toCard = (node: { name: string; summary: string; path: string }): CardItem => ({
  title: node.name,
  text: node.summary,
  path: node.path,
});
