import type { Preview } from "@storybook/react-vite";
import "../src/tokens/tokens.css";
import "./preview.css";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test (issue #4: zero violations in every story).
    a11y: { test: "error" },
    layout: "padded",
  },
};

export default preview;
