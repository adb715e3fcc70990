export { Image, type ImageProps } from "./image.js";
