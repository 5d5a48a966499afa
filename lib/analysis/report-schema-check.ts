// A value against a JSON Schema, for the subset report.schema.json uses (type, required, properties,
// items, enum, $ref into $defs, oneOf, minimum): tests check the report against the contract file
// itself rather than a copy of it. Annotation keywords (title, description, format) are not checked.

export interface JsonSchema {
  type?: string | string[];
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  $ref?: string;
  oneOf?: JsonSchema[];
  minimum?: number;
  $defs?: Record<string, JsonSchema>;
}

function hasType(v: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return v === null;
    case "integer":
      return Number.isInteger(v);
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "array":
      return Array.isArray(v);
    case "object":
      return typeof v === "object" && v !== null && !Array.isArray(v);
    default:
      return typeof v === type;
  }
}

/** Every place where `value` breaks `root`, as "JSON pointer: what is wrong"; empty when it fits. */
export function schemaProblems(value: unknown, root: JsonSchema): string[] {
  const problems: string[] = [];
  const resolve = (ref: string): JsonSchema => {
    const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
    const target = name === undefined ? undefined : root.$defs?.[name];
    if (!target) throw new Error(`the schema refers to ${ref}, which it does not define`);
    return target;
  };
  const check = (v: unknown, s: JsonSchema, at: string, out: string[]): void => {
    if (s.$ref) return check(v, resolve(s.$ref), at, out);
    if (s.oneOf) {
      const fits = s.oneOf.filter((alt) => {
        const inner: string[] = [];
        check(v, alt, at, inner);
        return inner.length === 0;
      }).length;
      if (fits !== 1)
        out.push(`${at || "/"}: fits ${fits} of the ${s.oneOf.length} alternatives, not exactly one`);
    }
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (!types.some((t) => hasType(v, t)))
        return void out.push(`${at || "/"}: ${JSON.stringify(v)} is not ${types.join(" or ")}`);
    }
    if (s.enum && !s.enum.some((e) => e === v))
      out.push(
        `${at || "/"}: ${JSON.stringify(v)} is not one of ${s.enum.map((e) => JSON.stringify(e)).join(", ")}`,
      );
    if (s.minimum !== undefined && typeof v === "number" && v < s.minimum)
      out.push(`${at || "/"}: ${v} is below ${s.minimum}`);
    if (hasType(v, "object")) {
      const obj = v as Record<string, unknown>;
      for (const key of s.required ?? []) if (!(key in obj)) out.push(`${at || "/"}: "${key}" is missing`);
      for (const [key, sub] of Object.entries(s.properties ?? {}))
        if (key in obj) check(obj[key], sub, `${at}/${key}`, out);
    }
    if (Array.isArray(v) && s.items) v.forEach((item, i) => check(item, s.items!, `${at}/${i}`, out));
  };
  check(value, root, "", problems);
  return problems;
}
