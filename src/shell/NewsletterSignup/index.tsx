import React, { memo, useId, useRef } from "react";
import { graphql, useStaticQuery } from "gatsby";
import { createDemand, useRequestWhenNear, lazyPart } from "../../islands";
import * as S from "./styles";

// The form (react-hook-form and all) is a chunk of its own, fetched when a newsletter block
// comes near the viewport or is used, or the visitor first engages with the page or navigates
// (src/islands/demand.ts; the blocks are below the fold). Until then the server HTML shows
// the form as it is, and it hydrates when the chunk arrives; if the chunk cannot be loaded, the
// server HTML stays (src/islands).
const formDemand = createDemand();
const NewsletterForm = lazyPart({
  name: "newsletter-form",
  when: () => formDemand.ready,
  load: () => import(/* webpackChunkName: "newsletter-form" */ "../../leads/browser/NewsletterForm"),
});

interface NewsletterSignupProps {
  /** "footer": inside the footer block; "post": a panel at the end of a blog post. */
  variant: "footer" | "post";
}

/** The newsletter block: title and pitch from content/site.json, then the e-mail form. */
export const NewsletterSignup = memo(function NewsletterSignup({ variant }: NewsletterSignupProps) {
  const { siteContent } = useStaticQuery<Queries.NewsletterContentQuery>(graphql`
    query NewsletterContent {
      siteContent {
        newsletter {
          title
          text
          placeholder
        }
      }
    }
  `);
  const headingId = useId();
  const block = useRef<HTMLElement>(null);
  useRequestWhenNear(block, formDemand);
  const content = siteContent?.newsletter;
  if (!content) return null;
  // Landmark names must be unique on a page that shows both blocks (blog posts): the footer block is
  // a region with a "Newsletter" form; the post's panel is a complementary block whose form is
  // named by the panel alone.
  const isPost = variant === "post";
  return (
    <S.Block
      ref={block}
      as={isPost ? "aside" : "section"}
      $variant={variant}
      aria-labelledby={headingId}
      data-newsletter={variant}
    >
      <S.Title id={headingId} as={variant === "footer" ? "h3" : "h2"}>
        {content.title}
      </S.Title>
      <S.Text>{content.text}</S.Text>
      <NewsletterForm placeholder={content.placeholder} label={isPost ? null : "Newsletter"} loading={<S.Pending />} />
    </S.Block>
  );
});
