import { Outlet } from "react-router";
import { AppDocument, useHydrationMarker } from "@carmarket/web-core";

export function Layout({ children }: { children: React.ReactNode }) {
  return <AppDocument app="desktop">{children}</AppDocument>;
}

export default function App() {
  useHydrationMarker();
  return <Outlet />;
}
