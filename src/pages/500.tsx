import React from "react";
import { pageHead } from "../components/Seo";
import { ErrorPage } from "../sections/ErrorPage";

export default function ServerErrorPage() {
  return (
    <ErrorPage
      code="500"
      title="Something went wrong on our side"
      text="The server could not load this page. Please try again in a minute; if it keeps happening, write to hello@flatirons.com."
    />
  );
}

export const Head = pageHead({
  title: "Server error",
  description:
    "Something went wrong while loading this page on flatirons.com. Please try again shortly or return to the home page.",
  noindex: true,
});
