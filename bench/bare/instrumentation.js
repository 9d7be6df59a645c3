// Empty on purpose. Turbopack (Next 16.4) otherwise takes the store's src/instrumentation.ts as
// this app's hook, because the store's folder is the bundler's root (bench/bare/README.md).
export function register() {}
