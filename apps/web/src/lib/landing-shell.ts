/** The landing page's prerendered first screen (landing.html), shown until the app draws its own. */
export function removeLandingShell(): void {
  document.getElementById('landing-shell')?.remove();
}
