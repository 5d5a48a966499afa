// A bundle folder as the .zip an upload brings.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";

export function zipFolder(folder: string): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = {};
  const add = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) add(file);
      else files[path.relative(folder, file).split(path.sep).join("/")] = readFileSync(file);
    }
  };
  add(folder);
  return Uint8Array.from(zipSync(files));
}
