// `barline user add <email> --name <name> --role <role>`: an account made from the command line, for
// a team moving off the demo (local single-user mode makes no account anyone can sign in with) or an
// admin locked out. The password is the first line of standard input, so it is never in the shell's
// history or the process list.
import { Command, Option } from "commander";
import { createInterface } from "node:readline";
import { ROLES, type Role } from "../../lib/access/roles.ts";
import { addUser } from "../../lib/auth/add-user.ts";
import { accountEmail } from "../../lib/auth/local-address.ts";
import { getDb } from "../../lib/db/client.ts";
import type { CommandIO } from "./io.ts";

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

export function register(program: Command, io: CommandIO): void {
  const user = program.command("user").description("manage the accounts that sign in to the dashboard");
  user
    .command("add")
    .description("add an account; its password is read from the first line of standard input")
    .argument("<email>", "the address it signs in with")
    .requiredOption("--name <name>", "the name shown on its reviews")
    .addOption(new Option("--role <role>", "what it may do").choices(ROLES).default("viewer"))
    .action(async (email: string, opts: { name: string; role: Role }) => {
      if (!accountEmail.safeParse(email).success)
        throw new Error(`"${email}" is not an email address (name@example.org, or name@localhost)`);
      if (process.stdin.isTTY) io.err("password (at least 10 characters), then Enter: ");
      const password = await firstLine(process.stdin);
      if (password.length < 10)
        throw new Error("the password read from standard input has fewer than 10 characters");
      const db = await getDb();
      try {
        await addUser({ name: opts.name, email, password, role: opts.role, byUserId: null });
        io.out(`added ${email.trim().toLowerCase()} as ${opts.role}\n`);
      } finally {
        await db.close();
      }
    });
}
