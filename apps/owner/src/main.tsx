import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { readInitial } from "./initial";
import "./styles.css";

const root = document.getElementById("root")!;
const initial = readInitial();
const app = (
  <StrictMode>
    <App pathname={window.location.pathname} initial={initial ?? undefined} />
  </StrictMode>
);
// A page the server rendered (a consent link) is hydrated: its markup is already on screen.
if (initial && root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
