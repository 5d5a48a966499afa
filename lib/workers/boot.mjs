// Worker threads do not inherit the TypeScript loader the main thread runs under: register it here.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
