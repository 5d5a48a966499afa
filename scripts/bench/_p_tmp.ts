import { readFileSync } from "node:fs";
import { SaxesParser } from "saxes";
import { readScoreBytes } from "../../lib/score-history/read-score.ts";
const f = "/work/shared/corpus/openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml";
const bytes = readFileSync(f);
const text = bytes.toString("utf8");
function sax(position: boolean) { const p = new SaxesParser({ position }); let n = 0; p.on("opentag", () => n++); p.on("text", () => n++); p.write(text).close(); }
const t = (name: string, fn: () => void) => { fn(); const a: number[] = []; for (let i = 0; i < 5; i++) { const s = performance.now(); fn(); a.push(performance.now() - s); } a.sort((x, y) => x - y); console.log(name, a.map((x) => x.toFixed(0)).join(" ")); };
t("sax pos", () => sax(true));
t("sax nopos", () => sax(false));
t("full", () => readScoreBytes(bytes, f));
