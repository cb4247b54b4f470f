import { MigrationInterface, QueryRunner } from 'typeorm';
import { shortTicketCode } from '../../src/plugins/tickets/short-ticket-code';

/**
 * The short ticket code typed at the door (ADR 057): a column with its index, written by
 * hand (the Ticket entity's seat columns get their own generated migration), and filled in
 * for tickets issued before it from their stored long code, from which it is derived.
 */
export class TicketShortCode1795680042626 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ticket" ADD COLUMN "shortCode" varchar(16)`);
    await queryRunner.query(`CREATE INDEX "IDX_7a05ad7c7e5422fefd1a33ff15" ON "ticket" ("shortCode") `);
    const issued: Array<{ id: number; code: string }> = await queryRunner.query(
      `SELECT "id", "code" FROM "ticket" WHERE "shortCode" IS NULL`,
    );
    for (const { id, code } of issued) {
      await queryRunner.query(`UPDATE "ticket" SET "shortCode" = ? WHERE "id" = ?`, [shortTicketCode(code), id]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_7a05ad7c7e5422fefd1a33ff15"`);
    await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "shortCode"`);
  }
}
