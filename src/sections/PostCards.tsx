import React from "react";
import { graphql, Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../components/Picture";
import styled, { css } from "styled-components";
import { Icon } from "../components/Icon";
import { CardBody, CardKicker, CardList, CardMedia, CardMore, cardSurface } from "./card-parts";
import { fontSizes, layout, media, radii, space } from "../theme/tokens";

export interface PostCardData {
  path: string;
  title: string;
  description: string;
  /** Display date ("March 3, 2026") and machine date (2026-03-03). */
  date: string;
  isoDate: string;
  readingMinutes: number;
  cover: IGatsbyImageData | null;
  coverAlt: string;
}

/**
 * The width a card's cover is shown at, for the browser to choose its file: the container's on a phone (the
 * viewport less its gutters: with `100vw` a phone chose the next file up, twice the bytes), at most 720 px.
 */
export const POST_CARD_SIZES = `(min-width: 720px) 720px, calc(100vw - ${2 * layout.gutter}px)`;

/**
 * Blog posts as cards with their cover; the first one can be featured across the whole row. Where the
 * list starts on the first screen (the blog list), `firstOnFirstScreen` fetches the first cover at once
 * and with high priority: it is that page's largest paint (the page's Head preloads it too: PicturePreload with
 * POST_CARD_SIZES). Every other cover loads lazily.
 */
export function PostCards({
  posts,
  featureFirst = false,
  firstOnFirstScreen = false,
  headingLevel = 3,
}: {
  posts: ReadonlyArray<PostCardData>;
  featureFirst?: boolean;
  firstOnFirstScreen?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <CardList $count={posts.length} $featureFirst={featureFirst}>
      {posts.map((post, index) => (
        <Card key={post.path} $featured={featureFirst && index === 0}>
          <Media $ratio="16 / 9">
            {post.cover ? (
              <Picture
                image={post.cover}
                alt={post.coverAlt}
                sizes={POST_CARD_SIZES}
                loading={firstOnFirstScreen && index === 0 ? "eager" : "lazy"}
              />
            ) : null}
          </Media>
          <Body>
            <CardKicker>
              <time dateTime={post.isoDate}>{post.date}</time> · {post.readingMinutes} min read
            </CardKicker>
            <Heading>
              <Link to={post.path}>{post.title}</Link>
            </Heading>
            <p>{post.description}</p>
            <CardMore aria-hidden="true">
              Read the post <Icon name="arrow" size={18} />
            </CardMore>
          </Body>
        </Card>
      ))}
    </CardList>
  );
}

const Media = styled(CardMedia)``;
const Body = styled(CardBody)``;

/** On large screens the featured post spans the whole row: its cover on the left, a larger title on the right. */
const Card = styled.li<{ $featured: boolean; $linked?: boolean }>`
  ${cardSurface}
  ${({ $featured }) =>
    $featured &&
    css`
      ${media.large} {
        flex-direction: row;
        align-items: center;
        ${Media} {
          flex: 0 0 60%;
          align-self: stretch;
          border-radius: ${radii.md} 0 0 ${radii.md};
        }
        ${Body} {
          padding: ${space.xl} ${space.xxl};
        }
        h2,
        h3 {
          font-size: ${fontSizes.xl};
        }
        p {
          font-size: ${fontSizes.md};
        }
      }
    `}
`;

/** A post's card data from the PostCard fragment. */
export function toPostCard(node: Queries.PostCardFragment): PostCardData {
  return {
    path: node.fields.path,
    title: node.frontmatter.title,
    description: node.frontmatter.description,
    date: node.frontmatter.date,
    isoDate: node.frontmatter.isoDate,
    readingMinutes: node.fields.readingMinutes,
    cover: node.frontmatter.cover?.childImageSharp?.gatsbyImageData ?? null,
    coverAlt: node.frontmatter.coverAlt ?? "",
  };
}

export const fragments = graphql`
  fragment PostCard on Mdx {
    fields {
      path
      readingMinutes
    }
    frontmatter {
      title
      description
      coverAlt
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
      cover {
        childImageSharp {
          gatsbyImageData(
            width: 720
            aspectRatio: 1.78
            formats: [AUTO, AVIF]
            outputPixelDensities: [0.5, 1, 2]
            placeholder: NONE
          )
        }
      }
    }
  }
`;
