import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Order.customFields.languageCode (ADR 034). TypeORM generated this as a rebuild of
 * the "order" table (create a copy, drop, rename); Vendure's SQLite connection has
 * foreign keys on inside the migration's transaction, so dropping "order" deletes
 * every row that cascades from it (order lines, payments, tickets). A nullable column
 * needs no rebuild: SQLite adds and drops it in place, with the type TypeORM chose.
 */
export class OrderLanguage1795536245687 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(`ALTER TABLE "order" ADD COLUMN "customFieldsLanguagecode" varchar(255)`, undefined);
  }

  public async down(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsLanguagecode"`, undefined);
  }
}
