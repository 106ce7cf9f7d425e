import React from "react";
import { graphql, Link } from "gatsby";
import styled from "styled-components";
import { Container } from "../components/Container";
import { borders, colors, fonts, fontSizes, layout, media, motion, space } from "../theme/tokens";
import { bareList } from "../theme/mixins";

export type ClientStripData = NonNullable<Queries.ClientStripFragment["clients"]>;

/** A client's logo, or its name set in type when content has no logo file for it. */
function ClientMark({ name, logo }: { name: string; logo: string | null | undefined }) {
  return logo ? (
    <img src={logo} alt={name} height={layout.clientLogo.height} loading="lazy" decoding="async" />
  ) : (
    <Name>{name}</Name>
  );
}

/**
 * The clients the site names (content/site.json "clients"), under the home hero and on /our-work/:
 * each one's logo or name, linked to its case study or site when content gives a link.
 */
export function ClientStrip({ clients }: { clients: ClientStripData | null | undefined }) {
  if (!clients?.items.length) return null;
  return (
    <Band aria-labelledby="clients">
      <Container>
        <Title id="clients">{clients.title}</Title>
        <List>
          {clients.items.map((client) => {
            const mark = <ClientMark name={client.name} logo={client.logo?.publicURL} />;
            return (
              <li key={client.name}>
                {!client.url ? (
                  mark
                ) : client.url.startsWith("/") ? (
                  <Link to={client.url}>{mark}</Link>
                ) : (
                  <a href={client.url}>{mark}</a>
                )}
              </li>
            );
          })}
        </List>
      </Container>
    </Band>
  );
}

export const query = graphql`
  fragment ClientStrip on SiteContent {
    clients {
      title
      items {
        name
        url
        logo {
          publicURL
        }
      }
    }
  }
`;

const Band = styled.section`
  padding: ${space.lg} 0;
  border-bottom: ${borders.hairline} solid ${colors.border};
  background: ${colors.navyDeep};
  ${media.desktop} {
    padding: ${space.xl} 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
  font-family: ${fonts.body};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const List = styled.ul`
  ${bareList}
  color: ${colors.textMuted};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.xl};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.touchTarget}px;
    color: ${colors.textMuted};
    text-decoration: none;
    transition: color ${motion.fast};
  }
  a:hover {
    color: ${colors.text};
  }
  img {
    display: block;
    height: ${layout.clientLogo.height}px;
    width: auto;
    max-width: ${layout.clientLogo.maxWidth}px;
    filter: grayscale(1) brightness(1.6);
    opacity: 0.85;
  }
  a:hover img {
    opacity: 1;
  }
`;

const Name = styled.span`
  font-family: ${fonts.heading};
  font-size: ${fontSizes.md};
  font-weight: 600;
  letter-spacing: 0.01em;
  color: inherit;
  white-space: nowrap;
`;
