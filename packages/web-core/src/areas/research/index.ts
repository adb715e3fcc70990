// Research pages (§2.1 catch-all): brand, model, car with its §2.2 tabs, rankings, compare, reviews, build & price.
export { loadResearch, researchAction, type ResearchData } from "./load-research.js";
export { ResearchPage, researchClientLoader, researchLoader, researchMeta } from "./research-page.js";
export { researchShouldRevalidate } from "./research-revalidation.js";
