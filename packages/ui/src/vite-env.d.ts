// Types for CSS Module imports (`import styles from "./x.module.css"`).
/// <reference types="vite/client" />
