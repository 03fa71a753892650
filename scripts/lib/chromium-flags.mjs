// The flags every Chromium the project starts gets (Playwright, Lighthouse): headless-friendly,
// and quiet on a machine with no network but loopback (without the background-networking flags
// Chromium floods the closed network with refused connections).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
