// Runs before the first paint so a dark-theme visitor never sees a flash of the light theme.
(() => {
  let dark = false;
  try {
    const stored = localStorage.getItem('mb-theme');
    const theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage may be blocked; the light theme is a fine default.
  }
  document.documentElement.classList.toggle('dark', dark);
})();
