import React from "react";
import { pageHead } from "../components/Seo";
import { ErrorPage } from "../sections/ErrorPage";

export default function NotFoundPage() {
  return (
    <ErrorPage
      code="404"
      title="We could not find that page"
      text="The page may have moved, or the address may have a typo. Our home page and services are a good place to start again."
    />
  );
}

export const Head = pageHead({
  title: "Page not found",
  description:
    "The page you asked for does not exist on flatirons.com. Head back to the home page or browse our services.",
  noindex: true,
});
