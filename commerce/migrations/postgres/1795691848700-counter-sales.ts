import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The box office's permissions, which an existing shop's Box office role gains once (ADR 061). */
const PERMISSIONS = ['SellAtCounter', 'GiveComplimentaryTickets', 'ReadReports'];

/**
 * Counter sales (ADR 061): how an order was sold (Order.customFields.saleChannel, every
 * existing order `online`), who sold it, a comp's reason and the language chosen at the
 * counter.
 */
export class CounterSales1795691848700 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(
      `ALTER TABLE "order" ADD "customFieldsSalechannel" character varying(255) NOT NULL DEFAULT 'online'`,
      undefined,
    );
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsSoldbyadministratorid" integer`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsCompreason" character varying(255)`, undefined);
    await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsSalelanguage" character varying(255)`, undefined);
    // A new shop's role is created with them (back-office/roles.ts).
    for (const permission of PERMISSIONS) {
      await queryRunner.query(
        `UPDATE "role" SET "permissions" = "permissions" || ',${permission}' WHERE "code" = 'box-office' AND "permissions" NOT LIKE '%${permission}%'`,
        undefined,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<any> {
    for (const permission of PERMISSIONS) {
      await queryRunner.query(
        `UPDATE "role" SET "permissions" = REPLACE("permissions", ',${permission}', '') WHERE "code" = 'box-office'`,
        undefined,
      );
    }
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsSalelanguage"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsCompreason"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsSoldbyadministratorid"`, undefined);
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsSalechannel"`, undefined);
  }
}
