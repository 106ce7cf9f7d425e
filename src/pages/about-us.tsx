import React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { SectionHeading } from "../sections/SectionHeading";
import { CardGrid, type CardItem } from "../sections/CardGrid";
import { HeroArt } from "../components/HeroArt";
import { Avatar } from "../components/Avatar";
import { CardKicker, cardText } from "../sections/card-parts";
import { ClosingCta } from "../sections/ClosingCta";
import { theme } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { Static } from "../lib/lazy-parts";

const VALUES: ReadonlyArray<CardItem> = [
  {
    title: "Own the outcome",
    icon: "check",
    text: "We measure ourselves by what your users can do after we ship, not by hours logged or tickets closed.",
  },
  {
    title: "Say it early",
    icon: "speech",
    text: "Risks, slips and bad news travel fast here. You hear about a problem the day we see it, with a plan attached.",
  },
  {
    title: "Craft over speed, then speed",
    icon: "design",
    text: "Tests, reviews and clean architecture first, because they are what make the second year of a product fast.",
  },
  {
    title: "Senior by default",
    icon: "team",
    text: "Every project is led by people who have shipped software like yours before; juniors learn alongside them, never instead.",
  },
];

const TEAM = [
  {
    title: "Tom Becker",
    text: "CTO. Twenty years of building web platforms; still reviews pull requests every week.",
    meta: "Leadership",
  },
  {
    title: "Maya Chen",
    text: "Head of Engineering. Leads our web and mobile guilds and our hiring bar.",
    meta: "Engineering",
  },
  {
    title: "Diego Ramírez",
    text: "Principal Designer. Runs research and design systems for our largest clients.",
    meta: "Design",
  },
  {
    title: "Priya Natarajan",
    text: "VP of Delivery. Keeps forty concurrent projects honest, predictable and on budget.",
    meta: "Delivery",
  },
];

export default function AboutUs({ data }: PageProps<Queries.AboutUsPageQuery>) {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="A product team that treats your software as its own"
        text="Flatirons began in Boulder as three engineers who wanted to build software the careful way. Today we are a remote-first team across the Americas, and that first idea still decides how we work."
        art={<HeroArt kind="company" />}
      />
      <Static>
        <Section aria-labelledby="numbers">
          <Container>
            <h2 id="numbers" className="visually-hidden">
              Flatirons in numbers
            </h2>
            <Numbers>
              {(data.siteContent?.facts ?? []).map((item) => (
                <li key={item.label}>
                  <strong>{item.value}</strong>
                  <span>{item.label}</span>
                </li>
              ))}
            </Numbers>
          </Container>
        </Section>
        <Section $tone="raised" aria-labelledby="values">
          <Container>
            <SectionHeading id="values" eyebrow="Values" title="What we hold ourselves to" />
            <CardGrid items={VALUES} columns={4} />
          </Container>
        </Section>
        <Section aria-labelledby="team">
          <Container>
            <SectionHeading id="team" eyebrow="Team" title="The people who lead your project" />
            <Team>
              {TEAM.map((person) => (
                <li key={person.title}>
                  <Avatar name={person.title} size="lg" />
                  <CardKicker>{person.meta}</CardKicker>
                  <h3>{person.title}</h3>
                  <p>{person.text}</p>
                </li>
              ))}
            </Team>
          </Container>
        </Section>
      </Static>
      <ClosingCta
        title="Work with us"
        text="Whether you need a whole product team or two senior engineers, we would like to hear what you are building."
      />
    </>
  );
}

/** The company's figures come from content/site.json, where a marketer keeps them true. */
export const query = graphql`
  query AboutUsPage {
    siteContent {
      facts {
        value
        label
      }
    }
  }
`;

export const Head: HeadFC<Queries.AboutUsPageQuery> = ({ location }) => (
  <Seo
    title="About Us: Senior Product Team Since 2011"
    description="Meet Flatirons: a remote-first software design and development company founded in Boulder, Colorado, with 120+ designers and engineers across the Americas."
    pathname={location.pathname}
    breadcrumb="About us"
  />
);

const Numbers = styled.ul`
  ${bareList}
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
  li {
    display: grid;
    align-content: start;
    gap: ${theme.space.xs};
    padding-left: ${theme.space.lg};
    border-left: ${theme.borders.accent} solid ${theme.colors.accent};
  }
  strong {
    font-family: ${theme.fonts.heading};
    font-size: clamp(2.25rem, 3vw + 1rem, 3.5rem);
    line-height: 1.1;
    background: ${theme.gradients.brand};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

const Team = styled.ul`
  ${bareList}
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    border: ${theme.borders.hairline} solid ${theme.colors.border};
  }
  li > span:first-child {
    margin-bottom: ${theme.space.md};
  }
  ${cardText}
`;
