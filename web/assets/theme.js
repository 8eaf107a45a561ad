// The colour scheme of puzzlebook's pages: the reader's system setting
// (prefers-color-scheme), until the page's switch (a button of class
// pb-theme) chooses light or dark, which is kept in localStorage for
// every page of the site. It runs in the page's head, before the page is
// drawn, so that a dark page never shows light first. Not part of the
// player's bundle: a site that embeds the player sets its own scheme.
(() => {
  const key = "puzzlebook:theme";
  const root = document.documentElement;
  const system = matchMedia("(prefers-color-scheme: dark)");
  try {
    const chosen = localStorage.getItem(key);
    if (chosen === "light" || chosen === "dark") root.dataset.theme = chosen;
  } catch {
    // No storage: the system's scheme.
  }
  const dark = () => (root.dataset.theme ? root.dataset.theme === "dark" : system.matches);

  function wire() {
    const buttons = [...document.querySelectorAll(".pb-theme")];
    const show = () => buttons.forEach((b) => b.setAttribute("aria-pressed", String(dark())));
    for (const b of buttons) {
      b.addEventListener("click", () => {
        root.dataset.theme = dark() ? "light" : "dark";
        try {
          localStorage.setItem(key, root.dataset.theme);
        } catch {
          // Full or refused: the choice lasts for this page.
        }
        show();
      });
    }
    system.addEventListener("change", show);
    show();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
})();
