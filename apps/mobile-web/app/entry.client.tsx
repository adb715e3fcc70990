// Hydrates after the first paint (see web-core/src/browser/entry-client.tsx).
import "@carmarket/web-core/entry-client";
