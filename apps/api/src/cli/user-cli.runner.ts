import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { isUserRole, normaliseEmail, USER_MESSAGES, USER_ROLES, UserError, UserRepository } from '@overlay/domain';
import type { User, UserAccessChange, UserRole } from '@overlay/domain';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../bootstrap/open-database';
import type { OpenedDatabase } from '../bootstrap/open-database';
import { validationMessages } from '../common/pipes/validation.pipe';
import { loadAppConfig } from '../config/app-config';
import { SignupRequestDto } from '../modules/auth/dto/signup.request.dto';
import { ChangeUserAccessUseCase } from '../modules/users/application/change-user-access.use-case';
import { CreateUserUseCase } from '../modules/users/application/create-user.use-case';
import { CliModule } from './cli.module';

const USAGE = `Usage: npm run user -- <command> [options]
  create     --email <email> --name <name> [--password <password>] [--role ${USER_ROLES.join('|')}]
             (without --password, one is generated and printed once)
  role       --email <email> --role ${USER_ROLES.join('|')}
  deactivate --email <email>     (also signs the user out everywhere)
  activate   --email <email>`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** A mistake in how the CLI was called: the message and the usage, exit code 2. */
class UsageError extends Error {}

/**
 * `npm run user -- create|role|deactivate|activate` (docs/architecture.md §2): the account use cases
 * without the web, against the same database the api uses (DATABASE_URL, or the embedded
 * server, shared with a running api). Returns the process exit code.
 */
export async function runUserCli(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: CliOutput = { log: (line) => console.log(line), error: (line) => console.error(line) },
): Promise<number> {
  let database: OpenedDatabase | null = null;
  let context: INestApplicationContext | null = null;
  try {
    const { command, flags } = parseArgs(argv);
    if (command === 'help' || flags.help !== undefined) {
      out.log(USAGE);
      return 0;
    }
    const run = COMMANDS[command];
    if (!run) throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
    const config = loadAppConfig(env);
    database = await openDatabase(config);
    context = await NestFactory.createApplicationContext(CliModule.forRoot(config, database.url), {
      logger: ['error'],
      abortOnError: false,
    });
    for (const line of await run(context, flags)) out.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      out.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    out.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await context?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
  }
}

type Flags = Record<string, string | undefined>;
type Command = (context: INestApplicationContext, flags: Flags) => Promise<string[]>;

const COMMANDS: Record<string, Command> = {
  async create(context, flags) {
    const generated = flags.password === undefined ? randomBytes(12).toString('base64url') : null;
    const role = roleFlag(flags, 'member');
    const input = plainToInstance(SignupRequestDto, {
      name: required(flags, 'name'),
      email: required(flags, 'email'),
      password: flags.password ?? generated,
    });
    const problems = validationMessages(validateSync(input));
    if (problems.length > 0) throw new UsageError(problems.join('\n'));
    const user = await context.get(CreateUserUseCase).execute({ ...input, role, actorUserId: null, via: 'cli' });
    const lines = [`Created ${user.role} ${user.email} (${user.id})`];
    if (generated) lines.push(`Password (shown once): ${generated}`);
    return lines;
  },

  async role(context, flags) {
    const role = roleFlag(flags);
    const user = await changeAccess(context, flags, { role });
    return [`${user.email} is now ${user.role}`];
  },

  async deactivate(context, flags) {
    const user = await changeAccess(context, flags, { isActive: false });
    return [`${user.email} is deactivated and signed out everywhere`];
  },

  async activate(context, flags) {
    const user = await changeAccess(context, flags, { isActive: true });
    return [`${user.email} is active`];
  },
};

async function changeAccess(context: INestApplicationContext, flags: Flags, change: UserAccessChange): Promise<User> {
  const email = normaliseEmail(required(flags, 'email'));
  const user = await context.get(UserRepository).findByEmail(email);
  if (!user) throw new UserError('USER_NOT_FOUND', `${USER_MESSAGES.userNotFound}: ${email}`);
  return context.get(ChangeUserAccessUseCase).execute({ actorUserId: null, targetUserId: user.id, change, via: 'cli' });
}

function roleFlag(flags: Flags, fallback?: UserRole): UserRole {
  const role = flags.role ?? fallback;
  if (role === undefined) throw new UsageError('Missing --role');
  if (!isUserRole(role)) throw new UsageError(`--role must be one of ${USER_ROLES.join(', ')} (got "${role}")`);
  return role;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (value === undefined || value === '') throw new UsageError(`Missing --${name}`);
  return value;
}

/** `create --email a@b.c --name=Ann` → { command: 'create', flags: { email, name } }. */
export function parseArgs(argv: string[]): { command: string; flags: Flags } {
  const [command = '', ...rest] = argv;
  const flags: Flags = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags[arg.slice(2, eq)] = arg.slice(eq + 1);
    } else if (rest[i + 1] !== undefined && !rest[i + 1].startsWith('--')) {
      flags[arg.slice(2)] = rest[i + 1];
      i += 1;
    } else {
      flags[arg.slice(2)] = '';
    }
  }
  return { command, flags };
}
