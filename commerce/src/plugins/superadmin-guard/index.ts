import type { OnApplicationBootstrap } from '@nestjs/common';
import {
  ConfigService,
  NativeAuthenticationMethod,
  PasswordCipher,
  PluginCommonModule,
  TransactionalConnection,
  VendurePlugin,
} from '@vendure/core';

/** Why a production start was refused: one line for the operator, no stack (index.ts prints it). */
export class UnsafeSuperadminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeSuperadminError';
  }
}

/**
 * Whether the stored password of the superadmin `identifier` is `developmentPassword`,
 * checked with Vendure's own cipher (its password hashing strategy). False when there is
 * no such user or no native sign-in.
 */
export async function storedPasswordIs(
  connection: TransactionalConnection,
  cipher: PasswordCipher,
  identifier: string,
  developmentPassword: string,
): Promise<boolean> {
  const method = await connection.rawConnection
    .getRepository(NativeAuthenticationMethod)
    .createQueryBuilder('method')
    // The hash is never selected unless asked for.
    .addSelect('method.passwordHash')
    .innerJoin('method.user', 'user')
    .where('user.identifier = :identifier', { identifier })
    .andWhere('user.deletedAt IS NULL')
    .getOne();
  return method?.passwordHash ? cipher.check(developmentPassword, method.passwordHash) : false;
}

/** A sign-in whose password anyone can read in this repository. */
export interface DevelopmentSignIn {
  /** The user's identifier; `superadmin` means the configured superadmin's, whatever it is. */
  identifier: string | 'superadmin';
  password: string;
}

/**
 * Production refuses to start while the superadmin, or a development administrator, can
 * still sign in with a development password (ADR 032). Vendure sets the superadmin's
 * password only when it creates the user, never afterwards: a database first started in
 * development keeps `superadmin`/`superadmin` whatever VENDURE_SUPERADMIN_PASSWORD says
 * now, and the development administrators keep theirs. Checked once Vendure has made sure
 * the superadmin exists, before the server listens.
 */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: '^3.0.0' })
export class SuperadminGuardPlugin implements OnApplicationBootstrap {
  static signIns: DevelopmentSignIn[] = [];

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly cipher: PasswordCipher,
    private readonly config: ConfigService,
  ) {}

  static init(options: { developmentSignIns: DevelopmentSignIn[] }) {
    SuperadminGuardPlugin.signIns = options.developmentSignIns;
    return SuperadminGuardPlugin;
  }

  async onApplicationBootstrap() {
    const superadmin = this.config.authOptions.superadminCredentials.identifier;
    // The development superadmin is `superadmin`, also when production names another one.
    const checks = SuperadminGuardPlugin.signIns.flatMap((signIn) =>
      signIn.identifier === 'superadmin'
        ? [...new Set([superadmin, 'superadmin'])].map((identifier) => ({ identifier, password: signIn.password }))
        : [signIn],
    );
    for (const { identifier, password } of checks) {
      if (!(await storedPasswordIs(this.connection, this.cipher, identifier, password))) continue;
      const who = identifier === superadmin ? `the superadmin "${identifier}"` : `the administrator "${identifier}"`;
      throw new UnsafeSuperadminError(
        `${who} still has its development password in this database ` +
          '(Vendure never changes a stored password at start, whatever VENDURE_SUPERADMIN_PASSWORD says). ' +
          'Change it before starting in production: sign in to the Dashboard as that user and change the ' +
          'password under Profile (or, as the superadmin, under Administrators), or delete a development ' +
          'administrator there; then start again.',
      );
    }
  }
}
