import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchBox } from "../search-box/search-box.js";
import { SideMenu } from "../side-menu/side-menu.js";
import { Header } from "./header.js";

const links = [
  { label: "Used Cars", href: "/used-cars" },
  { label: "New Cars", href: "/new-cars" },
];

const meta = {
  title: "Shell/Header",
  component: Header,
  args: {
    menu: <SideMenu links={links} />,
    actions: (
      <a href="/myaccount" style={{ color: "inherit" }}>
        Sign in
      </a>
    ),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
/** The site flag '1' gives the light header (§9). */
export const Light: Story = { args: { light: true, menu: <SideMenu links={links} tone="onLight" /> } };
/** The mobile header: a search box on its own row under the bar (issue #17). */
export const WithSearch: Story = { args: { search: <SearchBox suggestions={[]} placeholder="Try: used honda civic 2019 or newer" /> } };
export const AllStates: Story = {
  render: (args) => (
    // Inside a section a <header> is not a banner landmark, so two can sit side by side.
    <div style={{ display: "grid", gap: 16 }}>
      <section aria-label="Dark header">
        <Header {...args} />
      </section>
      <section aria-label="Light header">
        <Header {...args} light menu={<SideMenu links={links} tone="onLight" />} />
      </section>
    </div>
  ),
};
