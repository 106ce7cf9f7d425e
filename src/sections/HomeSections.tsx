import React from "react";
import styled from "styled-components";
import { Container, Section } from "../components/Container";
import { ButtonLink } from "../components/Button";
import { SectionHeading } from "./SectionHeading";
import { CardGrid } from "./CardGrid";
import { CaseStudyCards } from "./CaseStudyCards";
import { PostCards, toPostCard } from "./PostCards";
import { Testimonials } from "./Testimonials";
import { ClientStrip, type ClientStripData } from "./ClientStrip";
import { type EngagementsData, PricingSummary } from "./Engagements";
import type { IconName } from "../components/Icon";
import { space } from "../theme/tokens";

type Home = NonNullable<Queries.HomePageQuery["homeContent"]>;

export interface HomeSectionsProps {
  /** The client-logo strip right under the hero (content/site.json). */
  clients: ClientStripData | null | undefined;
  services: Home["services"];
  /** The engagements and their ranges (content/site.json), summed up with a link to the pricing page. */
  engagements: EngagementsData | null | undefined;
  industries: Home["industries"];
  work: Home["work"];
  testimonials: Home["testimonials"];
  blog: Home["blog"];
  data: Pick<Queries.HomePageQuery, "industries" | "work" | "posts">;
}

/**
 * The home page between its hero and its closing call-to-action: the client
 * strip, services, industries, work, testimonials and the blog. Nothing here
 * moves, so it is a static part (src/islands/README.md): server HTML on the
 * landing page, and none of its code in the first load.
 */
export default function HomeSections({
  clients,
  services,
  engagements,
  industries,
  work,
  testimonials,
  blog,
  data,
}: HomeSectionsProps) {
  return (
    <>
      <ClientStrip clients={clients} />
      <Section aria-labelledby="services">
        <Container>
          <SectionHeading
            id="services"
            eyebrow={services.eyebrow}
            title={services.title}
            lead={services.lead ?? undefined}
          />
          <CardGrid items={services.items.map((item) => ({ ...item, icon: item.icon as IconName }))} />
          <More>
            <ButtonLink to="/services/" $variant="secondary">
              All services
            </ButtonLink>
          </More>
        </Container>
      </Section>
      {engagements ? <PricingSummary engagements={engagements} /> : null}
      <Section aria-labelledby="industries">
        <Container>
          <SectionHeading
            id="industries"
            eyebrow={industries.eyebrow}
            title={industries.title}
            lead={industries.lead ?? undefined}
          />
          <CardGrid
            items={data.industries.nodes.map((node) => ({ title: node.name, text: node.summary, path: node.path }))}
          />
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="work">
        <Container>
          <SectionHeading id="work" eyebrow={work.eyebrow} title={work.title} />
          <CaseStudyCards items={data.work.nodes} />
          <More>
            <ButtonLink to="/our-work/" $variant="secondary">
              See all case studies
            </ButtonLink>
          </More>
        </Container>
      </Section>
      <Section aria-labelledby="testimonials">
        <Container>
          <SectionHeading id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title} />
          <Testimonials items={testimonials.items} />
        </Container>
      </Section>
      <Section $tone="raised" aria-labelledby="blog">
        <Container>
          <SectionHeading id="blog" eyebrow={blog.eyebrow} title={blog.title} />
          <PostCards posts={data.posts.nodes.map(toPostCard)} />
          <More>
            <ButtonLink to="/blog/" $variant="secondary">
              Read the blog
            </ButtonLink>
          </More>
        </Container>
      </Section>
    </>
  );
}

const More = styled.p`
  margin: ${space.xl} 0 0;
  font-weight: 600;
`;
