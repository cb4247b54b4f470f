import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The waiting list of sold-out performances (ADR 063). */
export class WaitingList1795700000000 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(
      `CREATE TABLE "waiting_list_entry" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "email" varchar(255) NOT NULL, "seats" integer NOT NULL, "languageCode" varchar(16) NOT NULL, "state" varchar(24) NOT NULL, "confirmTokenHash" varchar(64) NOT NULL, "unsubscribeTokenHash" varchar(64) NOT NULL, "offerTokenHash" varchar(64), "offeredAt" datetime, "offeredUntil" datetime, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "performanceId" integer NOT NULL, "offerOrderId" integer)`,
      undefined,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9c9f287dc18b39c77494c6690a" ON "waiting_list_entry" ("confirmTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_2c7cfc3c8c5bee82c7302258cf" ON "waiting_list_entry" ("unsubscribeTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_55b5abc89f60a7317c94553331" ON "waiting_list_entry" ("offerTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_6fec33599055cb74d1eb0b7686" ON "waiting_list_entry" ("performanceId", "state") `, undefined);
  }

  public async down(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(`DROP INDEX "IDX_6fec33599055cb74d1eb0b7686"`, undefined);
    await queryRunner.query(`DROP INDEX "IDX_55b5abc89f60a7317c94553331"`, undefined);
    await queryRunner.query(`DROP INDEX "IDX_2c7cfc3c8c5bee82c7302258cf"`, undefined);
    await queryRunner.query(`DROP INDEX "IDX_9c9f287dc18b39c77494c6690a"`, undefined);
    await queryRunner.query(`DROP TABLE "waiting_list_entry"`, undefined);
  }
}
