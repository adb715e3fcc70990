// CSS is linted for mistakes, not style (issue #27.15: a stray ')' dropped the share button's shadow and
// nothing noticed): stylelint's recommended rules, CSS Modules' :global and composes, and every value
// checked against the CSS grammar.
/** @type {import("stylelint").Config} */
export default {
  extends: ["stylelint-config-recommended", "stylelint-config-css-modules"],
  rules: {
    "declaration-property-value-no-unknown": true,
    // Module files style one component each; a focus or variant rule placed before its base rule is
    // deliberate (the pseudo-class or parent class still wins on specificity), not a mistake.
    "no-descending-specificity": null,
  },
  ignoreFiles: ["**/node_modules/**", "**/dist/**", "**/build/**", "**/storybook-static/**", "**/coverage/**", "**/playwright-report/**"],
};
