import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The waiting list of sold-out performances (ADR 063). */
export class WaitingList1795700000000 implements MigrationInterface {
  public async up(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(
      `CREATE TABLE "waiting_list_entry" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "email" character varying(255) NOT NULL, "seats" integer NOT NULL, "languageCode" character varying(16) NOT NULL, "state" character varying(24) NOT NULL, "confirmTokenHash" character varying(64) NOT NULL, "unsubscribeTokenHash" character varying(64) NOT NULL, "offerTokenHash" character varying(64), "offeredAt" TIMESTAMP, "offeredUntil" TIMESTAMP, "id" SERIAL NOT NULL, "performanceId" integer NOT NULL, "offerOrderId" integer, CONSTRAINT "PK_4ab90290a0377e208fd367619b5" PRIMARY KEY ("id"))`,
      undefined,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9c9f287dc18b39c77494c6690a" ON "waiting_list_entry" ("confirmTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_2c7cfc3c8c5bee82c7302258cf" ON "waiting_list_entry" ("unsubscribeTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_55b5abc89f60a7317c94553331" ON "waiting_list_entry" ("offerTokenHash") `, undefined);
    await queryRunner.query(`CREATE INDEX "IDX_6fec33599055cb74d1eb0b7686" ON "waiting_list_entry" ("performanceId", "state") `, undefined);
  }

  public async down(queryRunner: QueryRunner): Promise<any> {
    await queryRunner.query(`DROP INDEX "public"."IDX_6fec33599055cb74d1eb0b7686"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_55b5abc89f60a7317c94553331"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_2c7cfc3c8c5bee82c7302258cf"`, undefined);
    await queryRunner.query(`DROP INDEX "public"."IDX_9c9f287dc18b39c77494c6690a"`, undefined);
    await queryRunner.query(`DROP TABLE "waiting_list_entry"`, undefined);
  }
}
