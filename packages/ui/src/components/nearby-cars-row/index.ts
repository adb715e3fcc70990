export { NearbyCarsRow, type NearbyCarsRowProps } from "./nearby-cars-row.js";
export type { CarouselDirection } from "../nearby-cars-carousel/carousel-header.js";
