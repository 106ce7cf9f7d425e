/** Figures about Flatirons quoted on the home and about pages. */
export const COMPANY_FACTS = [
  { value: "2011", label: "founded in Boulder, Colorado" },
  { value: "120+", label: "designers and engineers" },
  { value: "300+", label: "products shipped" },
  { value: "4.9/5", label: "average client rating" },
] as const;
