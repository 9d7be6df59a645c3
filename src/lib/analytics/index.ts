// Public face of the analytics port.
export * from "./events";
export { track } from "./track";
