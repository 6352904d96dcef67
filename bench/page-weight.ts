// The gzip size of the JavaScript the browser must fetch before `/` can render, measured as the
// budget journey measures it (e2e/page-budget.spec.ts).
export { initialJavaScript } from '../e2e/support/page-weight.js';
