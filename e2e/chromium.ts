// Debian's Chromium, headless, as the PDF export starts it but without its sandbox (these machines run
// as root) and without QUIC: the end-to-end tests and the browser benchmarks launch it so.
import { QUIET_FLAGS } from "@/lib/export/chromium.ts";

export const CHROMIUM = {
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", ...QUIET_FLAGS, "--disable-quic"],
};
