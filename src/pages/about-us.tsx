import React from "react";
import { graphql, type PageProps } from "gatsby";
import styled from "styled-components";
import { pageHead } from "../components/Seo";
import { Container, Section } from "../components/Container";
import { PageHero } from "../sections/PageHero";
import { TitledSection } from "../sections/SectionHeading";
import { CardGrid, type CardItem } from "../sections/CardGrid";
import { HeroArt } from "../components/HeroArt";
import { Avatar } from "../components/Avatar";
import { CardKicker, cardText } from "../sections/card-parts";
import { ClosingCta } from "../sections/ClosingCta";
import { CompanyFacts } from "../sections/CompanyFacts";
import { borders, colors, media, radii, space } from "../theme/tokens";
import { bareList } from "../theme/mixins";
import { Static } from "../islands";

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

export default function AboutUs({ data }: PageProps<Queries.AboutUsPageQuery>) {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="A product team that treats your software as its own"
        text="Flatirons began in Boulder as three engineers who wanted to build software the careful way. That idea still decides how we work."
        art={<HeroArt name="about-us" />}
      />
      <Static>
        {data.siteContent?.facts.length ? (
          <Section aria-labelledby="numbers">
            <Container>
              <h2 id="numbers" className="visually-hidden">
                Flatirons in numbers
              </h2>
              <CompanyFacts facts={data.siteContent.facts} large />
            </Container>
          </Section>
        ) : null}
        <TitledSection id="values" tone="raised" eyebrow="Values" title="What we hold ourselves to">
          <CardGrid items={VALUES} columns={4} />
        </TitledSection>
        <TitledSection id="team" eyebrow="Team" title="The people who lead your project">
          <Team>
            {(data.siteContent?.team ?? []).map((person) => (
              <li key={person.name}>
                <Avatar name={person.name} size="lg" photo={person.photo} />
                <CardKicker>{person.area}</CardKicker>
                <h3>{person.name}</h3>
                <Role>{person.role}</Role>
                <p>{person.bio}</p>
              </li>
            ))}
          </Team>
        </TitledSection>
      </Static>
      <ClosingCta
        title="Work with us"
        text="Whether you need a whole product team or two senior engineers, we would like to hear what you are building."
      />
    </>
  );
}

/** The company's figures and the team come from content/site.json, where each figure names its source. */
export const query = graphql`
  query AboutUsPage {
    siteContent {
      ...CompanyFacts
      team {
        name
        role
        area
        bio
        photo {
          ...PersonPhoto
        }
      }
    }
  }
`;

export const Head = pageHead({
  title: "About Us: A Senior Product Team from Boulder",
  description:
    "Meet Flatirons: a remote-first software design and development company from Boulder, Colorado, with designers and engineers across the Americas.",
  breadcrumb: "About us",
});

const Team = styled.ul`
  ${bareList}
  display: grid;
  gap: ${space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    padding: ${space.lg};
    border-radius: ${radii.md};
    background: ${colors.surface};
    border: ${borders.hairline} solid ${colors.border};
  }
  li > span:first-child {
    margin-bottom: ${space.md};
  }
  ${cardText}
`;

const Role = styled.p`
  margin: 0 0 ${space.sm};
  color: ${colors.text};
  font-weight: 600;
`;
