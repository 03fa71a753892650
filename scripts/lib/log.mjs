// Step-by-step progress, so that a newcomer always sees what is happening.
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s`;
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

export function step(text) {
  console.log(`\n${paint('36;1', `▶ ${text}`)} ${paint('2', `(${elapsed()})`)}`);
}

export function info(text) {
  console.log(`  ${text}`);
}

export function ok(text) {
  console.log(`  ${paint('32', '✔')} ${text}`);
}

export function fail(text) {
  console.error(`  ${paint('31;1', '✘')} ${text}`);
}
