// A value against a JSON Schema (draft 2020-12, as report.schema.json declares), by ajv: tests check
// the report against the contract file itself rather than a copy of it.
import Ajv2020, { type ErrorObject, type SchemaObject, type ValidateFunction } from "ajv/dist/2020.js";

export type JsonSchema = SchemaObject;

// RFC 3339's date-time, the one format the report schema names (ajv-formats is not a dependency).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

const ajv = new Ajv2020({ allErrors: true });
ajv.addFormat("date-time", (s: string) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s)));
// A schema is compiled once; tests ask for the same one again and again.
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    // The schema's $id would clash when a second copy of the same file is compiled: ajv keeps one.
    const id = typeof schema.$id === "string" ? schema.$id : undefined;
    validate = (id && ajv.getSchema(id)) || ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Every place where `value` breaks `schema`, as "JSON pointer: what is wrong"; empty when it fits. */
export function schemaProblems(value: unknown, schema: JsonSchema): string[] {
  const validate = validatorOf(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describe);
}

function describe(e: ErrorObject): string {
  const where = e.instancePath || "/";
  const allowed = e.keyword === "enum" ? `: ${JSON.stringify(e.params.allowedValues)}` : "";
  return `${where}: ${e.message ?? e.keyword}${allowed}`;
}
