// A bundle read whole (bundle.md): bundle.json, every chat under chats/ in any format, every score
// history under scores/<scoreId>/ with each version parsed once, MCP logs joined to their chats,
// and versions tied to the calls that saved them. Bad input anywhere is a problem (file, pointer or
// line, message) and the rest is still read; a conversation or version is kept whole or not at all.
import { readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { LIMITS, overLimit, parseJsonBounded } from "../limits.ts";
import { asReadError, ReadError } from "../read-error.ts";
import { MeasureMemo } from "../score-history/measure-memo.ts";
import { readScoreBytes } from "../score-history/read-score.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import { ImageStore } from "../transcripts/images.ts";
import { problemOf } from "../transcripts/import.ts";
import { joinMcpLogs } from "../transcripts/mcp-join.ts";
import { jsonErrorLine } from "../transcripts/source-loc.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { Bundle, ProcedurePolicy, ScoreHistory, ScoreVersion, VersionLink } from "./bundle.ts";
import { openBundle, type BundleSource } from "./bundle-source.ts";
import { readChatsInWorkers, CHATS_PER_WORKER } from "./chat-pool.ts";
import { addCallSites, indexCalls, linkVersions, newCallIndex, type VersionRef } from "./link-versions.ts";
import { packConversation, unpackConversation, type PackedConversation } from "./packed-conversation.ts";
import { chatsMapSchema, metadataFor, type ChatsMap } from "./chat-metadata.ts";
import { readChat, type ChatItem, type ChatTask } from "./read-chat.ts";

export interface ReadBundleOptions {
  toolKinds?: ToolKindConfig;
  /** After each chat file is imported and each score version parsed: total counts both. */
  onProgress?: (done: number, total: number, file: string) => void;
  /** A zipped bundle that expands past this many bytes is refused (default LIMITS.zipExpansion). */
  maxExpandedBytes?: number;
  /** Keep a digest of each conversation's messages (`messagesDigest`), to tell a changed one. */
  digests?: boolean;
  /** Threads to read a folder's chat files on, where it has enough of them (default 1: this one). */
  workers?: number;
}

const bundleFields = {
  name: z.string(),
  labels: z.record(z.string(), z.string()),
  policy: z.object({ confirmBefore: z.array(z.string()), appliesTo: z.array(z.string()).optional() }),
  chats: chatsMapSchema,
};

export const historySchema = z.object({
  scoreId: z.string().optional(),
  title: z.string().nullable().optional(),
  versions: z.array(z.unknown()),
});

export const versionSchema = z.object({
  version: z.number().int().nonnegative(),
  file: z.string().min(1),
  savedAt: z.string().nullable().optional(),
  conversationId: z.string().nullable().optional(),
  toolCallId: z.string().nullable().optional(),
});

interface PlannedHistory {
  scoreId: string;
  title: string | null;
  dir: string;
  versions: (VersionRef & { file: string; pointer: string })[];
}

/** A version found in the bundle and tied to its call, read as bytes but not parsed yet. */
export interface VersionFile {
  version: number;
  file: string;
  savedAt: string | null;
  bytes: Uint8Array;
  link: VersionLink | null;
}

/** A version of a bundle folder, read from disk only where it is parsed (often a worker thread), so
 * a bundle's versions are never all in memory at once. */
export type VersionOnDisk = Omit<VersionFile, "bytes"> & { path: string };

export interface HistoryFiles {
  scoreId: string;
  title: string | null;
  versions: VersionFile[];
}

export interface HistorySource {
  scoreId: string;
  title: string | null;
  versions: (VersionFile | VersionOnDisk)[];
}

/** Everything of a bundle but its parsed scores: what a worker needs to parse them itself. */
export interface BundleFiles extends Omit<Bundle, "scores"> {
  histories: HistoryFiles[];
}

/** The same, held for analysis: a folder's versions left on disk until they are parsed, and the
 * conversations' messages packed until their score group is analysed. */
export interface BundleSources extends Omit<Bundle, "scores" | "conversations"> {
  conversations: PackedConversation[];
  histories: HistorySource[];
}

/** Throws ReadError only when the bundle cannot be opened at all (no such path, not a zip, too big). */
export async function readBundle(path: string, options: ReadBundleOptions = {}): Promise<Bundle> {
  let done = 0;
  const files = await readBundleFiles(path, {
    ...options,
    onProgress: (d, t, file) => {
      done = d;
      options.onProgress?.(d, t, file);
    },
  });
  const { histories, ...rest } = files;
  const problems = [...files.problems];
  const total = done + histories.reduce((n, h) => n + h.versions.length, 0);
  const scores = histories.map((h) =>
    parseHistory(h, problems, (file) => options.onProgress?.(++done, total, file)),
  );
  return { ...rest, scores, problems };
}

/** Each version parsed once; one that cannot be read becomes a problem and is left out whole. */
export function parseHistory(
  h: HistorySource,
  problems: Problem[],
  onParsed?: (file: string) => void,
): ScoreHistory {
  const versions: ScoreVersion[] = [];
  const memo = new MeasureMemo();
  for (const found of h.versions) {
    const { version, file, savedAt, link } = found;
    const v = { version, file, savedAt, link };
    try {
      versions.push({ ...v, score: readScoreBytes(versionBytes(found), v.file, { memo }) });
    } catch (err) {
      problems.push(problemOf(asReadError(err, v.file)));
    }
    onParsed?.(v.file);
  }
  return { scoreId: h.scoreId, title: h.title, versions };
}

/** A version's bytes, read from disk when the bundle is a folder. */
export function versionBytes(v: VersionFile | VersionOnDisk): Uint8Array {
  return "bytes" in v ? v.bytes : readVersionFile(v);
}

function readVersionFile(v: VersionOnDisk): Uint8Array {
  try {
    const { size } = statSync(v.path);
    if (size > LIMITS.documentChars) throw overLimit(v.file, "documentChars", size);
    return readFileSync(v.path);
  } catch (err) {
    if (err instanceof ReadError) throw err;
    throw new ReadError(v.file, `could not be read: ${(err as Error).message}`);
  }
}

/** The bundle read whole but for parsing its score versions; progress counts chats of chats + versions. */
export async function readBundleFiles(path: string, options: ReadBundleOptions = {}): Promise<BundleFiles> {
  const sources = await readBundleSources(path, options);
  const histories: HistoryFiles[] = [];
  for (const h of sources.histories) {
    const versions: VersionFile[] = [];
    for (const v of h.versions) {
      if ("bytes" in v) versions.push(v);
      else {
        const { path: onDisk, ...rest } = v;
        versions.push({ ...rest, bytes: await readFile(onDisk) });
      }
    }
    histories.push({ ...h, versions });
  }
  return { ...sources, conversations: sources.conversations.map(unpackConversation), histories };
}

/** The bundle read for analysis: its versions (in a folder) and conversations' messages are held
 * as files and bytes until their score group is analysed, so memory grows little with the bundle. */
export async function readBundleSources(
  path: string,
  options: ReadBundleOptions = {},
): Promise<BundleSources> {
  const source = await openBundle(path, options.maxExpandedBytes);
  const problems: Problem[] = [...source.problems];
  const images = new ImageStore();
  const meta = await readBundleJson(source, problems);

  const chats = source.files.filter((f) => f.startsWith("chats/"));
  // Looked up once per version and per score folder: a set, not a scan of every file.
  const present = new Set(source.files);
  const planned = await planHistories(source, present, problems);

  // Each conversation's call sites found and its messages packed as it is read (on worker threads,
  // for a folder with many chats: chat-pool.ts), so the bundle's conversations are never all held
  // as objects (unless MCP logs must be joined to them).
  let calls = newCallIndex();
  let conversations: PackedConversation[] = [];
  let logs = false;
  const seen = new Map<string, string>();
  // Most conversations carry the same labels: one object per distinct set, shared (never mutated).
  const labelSets = new Map<string, Record<string, string>>();
  const labelSet = (labels: Record<string, string>) => {
    const key = JSON.stringify(Object.entries(labels));
    let shared = labelSets.get(key);
    if (!shared) labelSets.set(key, (shared = labels));
    return shared;
  };
  const total = chats.length + planned.reduce((n, h) => n + h.versions.length, 0);
  // Taken in the bundle's order, whichever thread read them.
  const take = (i: number, items: ChatItem[]) => {
    const file = chats[i]!;
    for (const item of items) {
      if ("problem" in item) {
        problems.push(item.problem);
        continue;
      }
      const c = item.conversation;
      const first = seen.get(c.id);
      if (first !== undefined) {
        problems.push({
          file,
          ...(c.at.pointer || c.at.line ? { at: atOf(c) } : {}),
          message: `conversation id "${c.id}" is already used in ${first}; this one is not kept`,
        });
        continue;
      }
      seen.set(c.id, file);
      c.labels = labelSet(c.labels);
      logs ||= c.format === "mcp";
      addCallSites(calls, c, item.sites);
      conversations.push(c);
    }
    options.onProgress?.(i + 1, total, file);
  };
  const task = (file: string): ChatTask => ({
    file,
    folder: source.folder,
    onlyScore: planned.length === 1 ? planned[0]!.scoreId : null,
    labels: meta.labels,
    meta: metadataFor(meta.chats, file),
    ...(options.toolKinds ? { toolKinds: options.toolKinds } : {}),
    digests: options.digests ?? false,
  });
  const workers = Math.min(options.workers ?? 1, Math.floor(chats.length / CHATS_PER_WORKER));
  if (source.folder !== null && workers > 1) await readChatsInWorkers(chats.map(task), workers, images, take);
  else
    for (const [i, file] of chats.entries())
      take(i, await readChat(task(file), images, (f) => source.read(f)));
  // A bundle none of whose chats can be read is an input that could not be read.
  const unread = problems.filter((p) => p.file.startsWith("chats/"));
  if (
    conversations.length === 0 &&
    chats.length > 0 &&
    chats.every((f) => unread.some((p) => p.file === f))
  ) {
    const first = unread[0]!;
    const where = first.at ? ` (${first.at})` : "";
    throw new ReadError(
      path,
      `none of its ${chats.length} chat files could be read; first: ${first.file}${where}: ${first.message}`,
    );
  }
  if (logs) {
    // Joining compares every log's calls with every chat's: done on the conversations themselves.
    const joined = joinMcpLogs(conversations.map(unpackConversation));
    calls = indexCalls(joined, options.toolKinds);
    conversations = joined.map((c) => packConversation(c, options.digests));
  }

  // One prefix shared by every version's path: path.join per version would hold string pieces for
  // each version, which adds up over a long history.
  const root = source.folder === null ? null : join(source.folder, "/");
  const histories: HistorySource[] = [];
  for (const h of planned) {
    const found: (VersionRef & {
      file: string;
      pointer: string;
      content: { bytes: Uint8Array } | { path: string };
    })[] = [];
    for (const v of h.versions) {
      const file = `${h.dir}/${v.file}`;
      if (v.file.startsWith("/") || v.file.split("/").includes("..")) {
        problems.push({
          file: `${h.dir}/history.json`,
          at: `${v.pointer}/file`,
          message: `version ${v.version} names a file outside its score folder: ${v.file}`,
        });
      } else if (!present.has(file)) {
        problems.push({
          file: `${h.dir}/history.json`,
          at: `${v.pointer}/file`,
          message: `version ${v.version} names ${v.file}, which the bundle does not have`,
        });
      } else if (root !== null) found.push({ ...v, file, content: { path: root + file } });
      else {
        try {
          found.push({ ...v, file, content: { bytes: await source.read(file) } });
        } catch (err) {
          problems.push(problemOf(asReadError(err, file)));
        }
      }
    }
    found.sort((a, b) => a.version - b.version);
    const links = linkVersions(h.scoreId, found, calls, (i, ids) =>
      problems.push({
        file: `${h.dir}/history.json`,
        at: `${found[i]!.pointer}/toolCallId`,
        message: `version ${found[i]!.version} names tool call "${found[i]!.toolCallId}", which conversations ${ids.map((id) => `"${id}"`).join(", ")} all have: it is ambiguous, so the version is linked to none of them`,
      }),
    );
    histories.push({
      scoreId: h.scoreId,
      title: h.title,
      versions: found.map((v, i) => {
        const link = links[i] ?? null;
        const { version, file, savedAt, content } = v;
        // Literals of one shape each, not a spread: 50,000 versions share two hidden classes.
        return "path" in content
          ? { version, file, savedAt, link, path: content.path }
          : { version, file, savedAt, link, bytes: content.bytes };
      }),
    });
  }

  return {
    source: path,
    name: meta.name,
    labels: meta.labels,
    policy: meta.policy,
    conversations,
    histories,
    problems,
    images,
  };
}

function atOf(c: Pick<Conversation, "at">): string {
  return c.at.line !== undefined ? `line ${c.at.line}` : (c.at.pointer ?? "");
}

/** `read`: the file's bytes, where they are already being read (else read here). */
async function readJson(
  source: BundleSource,
  file: string,
  problems: Problem[],
  read: Promise<Uint8Array> = source.read(file),
): Promise<unknown> {
  let text: string;
  try {
    text = new TextDecoder().decode(await read).replace(/^\uFEFF/, "");
  } catch (err) {
    problems.push(problemOf(asReadError(err, file)));
    return undefined;
  }
  try {
    return parseJsonBounded(text, file);
  } catch (err) {
    if (err instanceof ReadError) {
      problems.push(problemOf(err));
      return undefined;
    }
    problems.push({
      file,
      at: `line ${jsonErrorLine(text, err)}`,
      message: `not JSON: ${(err as Error).message}`,
    });
    return undefined;
  }
}

function pointer(path: readonly PropertyKey[]): string {
  return path.map((k) => `/${String(k).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

interface BundleJson {
  name: string | null;
  labels: Record<string, string>;
  policy: ProcedurePolicy | null;
  chats: ChatsMap | null;
}

/** bundle.json, field by field: a bad field is a problem and the others still count. */
async function readBundleJson(source: BundleSource, problems: Problem[]): Promise<BundleJson> {
  const out: BundleJson = { name: null, labels: {}, policy: null, chats: null };
  if (!source.files.includes("bundle.json")) return out;
  const doc = await readJson(source, "bundle.json", problems);
  if (doc === undefined) return out;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    problems.push({ file: "bundle.json", message: "expected an object with name, labels, policy, chats" });
    return out;
  }
  for (const key of Object.keys(bundleFields) as (keyof typeof bundleFields)[]) {
    const value = (doc as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = bundleFields[key].safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      problems.push({
        file: "bundle.json",
        at: pointer([key, ...issue.path]),
        message: `${key} not used: ${issue.message}`,
      });
      continue;
    }
    if (key === "name") out.name = parsed.data as string;
    else if (key === "labels") out.labels = parsed.data as Record<string, string>;
    else if (key === "chats") out.chats = parsed.data as ChatsMap;
    else out.policy = parsed.data as ProcedurePolicy;
  }
  return out;
}

/** History files being read at once while the histories are planned. */
const HISTORIES_AHEAD = 32;

/** Every scores/<dir>/history.json, its versions checked one by one. */
async function planHistories(
  source: BundleSource,
  present: ReadonlySet<string>,
  problems: Problem[],
): Promise<PlannedHistory[]> {
  const dirs = [
    ...new Set(
      source.files
        .filter((f) => f.startsWith("scores/") && f.split("/").length >= 3)
        .map((f) => f.split("/").slice(0, 2).join("/")),
    ),
  ];
  // Histories read a few folders ahead of the one planned, not one after another: a bundle has a
  // folder per score, and the disk answers many reads as fast as one.
  const reads = new Map<string, Promise<Uint8Array>>();
  const readAhead = (dir: string | undefined) => {
    if (dir === undefined || !present.has(`${dir}/history.json`)) return;
    const read = source.read(`${dir}/history.json`);
    // Awaited in its turn, where a failure is a problem of the file.
    read.catch(() => {});
    reads.set(dir, read);
  };
  for (const dir of dirs.slice(0, HISTORIES_AHEAD)) readAhead(dir);
  const out: PlannedHistory[] = [];
  for (const [i, dir] of dirs.entries()) {
    readAhead(dirs[i + HISTORIES_AHEAD]);
    const file = `${dir}/history.json`;
    if (!present.has(file)) {
      problems.push({ file: dir, message: "a score folder without history.json: its versions are not read" });
      continue;
    }
    const doc = await readJson(source, file, problems, reads.get(dir));
    reads.delete(dir);
    if (doc === undefined) continue;
    const parsed = historySchema.safeParse(doc);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      problems.push({ file, at: pointer(issue.path), message: `not a score history: ${issue.message}` });
      continue;
    }
    const planned: PlannedHistory = {
      scoreId: parsed.data.scoreId ?? dir.slice("scores/".length),
      title: parsed.data.title ?? null,
      dir,
      versions: [],
    };
    if (parsed.data.versions.length > LIMITS.versionsPerScore) {
      problems.push(problemOf(overLimit(file, "versionsPerScore", parsed.data.versions.length, "/versions")));
      continue;
    }
    const numbers = new Set<number>();
    parsed.data.versions.forEach((raw, i) => {
      const v = versionSchema.safeParse(raw);
      if (!v.success) {
        const issue = v.error.issues[0]!;
        problems.push({
          file,
          at: pointer(["versions", i, ...issue.path]),
          message: `version not read: ${issue.message}`,
        });
        return;
      }
      if (numbers.has(v.data.version)) {
        problems.push({
          file,
          at: pointer(["versions", i, "version"]),
          message: `version ${v.data.version} is listed twice; the first is kept`,
        });
        return;
      }
      numbers.add(v.data.version);
      planned.versions.push({
        ...v.data,
        savedAt: v.data.savedAt ?? null,
        pointer: pointer(["versions", i]),
      });
    });
    out.push(planned);
  }
  return out;
}
