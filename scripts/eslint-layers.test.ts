// The import boundaries in eslint.config.js hold: an import up the layers or between peers is an
// error, one down the layers or from a test is not. Type-aware rules are off here: only the layers
// are under test, and building the program would take most of a minute.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The boundary errors for `source` linted as the file at `path` (which must exist: files are
 * placed in their layer by where they are). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId?.startsWith("boundaries/")).map((m) => m.message);
}

test("a layer may import a layer below it", async () => {
  assert.deepEqual(
    await boundaryErrors(
      "lib/findings/index.ts",
      'import type { ConversationContext } from "../conversation-context/context.ts";\nexport type C = ConversationContext;\n',
    ),
    [],
  );
});

test("a layer may not import one above it", async () => {
  const errors = await boundaryErrors(
    "lib/findings/index.ts",
    'import { analyzeConversation } from "../analysis/analyze-conversation.ts";\nexport const a = analyzeConversation;\n',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /"findings" to elements of type "analysis"/);
});

test("peers do not import each other", async () => {
  const errors = await boundaryErrors(
    "lib/transcripts/turns.ts",
    'import type { Score } from "../score-history/score.ts";\nexport type S = Score;\n',
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0]!, /"transcripts" to elements of type "score-history"/);
});

test("a test may import any layer; code may not import a test's support", async () => {
  const support = 'import { analyse } from "../../test/support/history.ts";\nexport const h = analyse;\n';
  assert.deepEqual(await boundaryErrors("lib/findings/receipt-mismatch.test.ts", support), []);
  assert.equal((await boundaryErrors("lib/findings/receipt-mismatch.ts", support)).length, 1);
});
