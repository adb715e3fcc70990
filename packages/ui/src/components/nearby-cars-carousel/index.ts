export { NearbyCarsCarousel, type NearbyCarsCarouselProps } from "./nearby-cars-carousel.js";
