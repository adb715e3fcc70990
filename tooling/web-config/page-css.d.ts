import type { Plugin } from "vite";
export declare const PAGE_CSS_MODULE: "virtual:carmarket/page-css";
export declare function pageCssPlugin(): Plugin;
