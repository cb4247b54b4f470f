import {MigrationInterface, QueryRunner} from "typeorm";

export class SeatHolds1795475474884 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "seat_hold" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(16) NOT NULL, "expiresAt" datetime NOT NULL, "lines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3" ON "seat_hold" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_edace9eb4b534856ec7d613478" ON "seat_hold" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_84a4f6d2d402345bd16b841366" ON "seat_hold" ("expiresAt") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_edace9eb4b534856ec7d613478"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_84a4f6d2d402345bd16b841366"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_seat_hold" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(16) NOT NULL, "expiresAt" datetime NOT NULL, "lines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "FK_4c320ce3fd1cb0f82e811b4cf34" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_seat_hold"("createdAt", "updatedAt", "state", "expiresAt", "lines", "id", "orderId") SELECT "createdAt", "updatedAt", "state", "expiresAt", "lines", "id", "orderId" FROM "seat_hold"`, undefined);
        await queryRunner.query(`DROP TABLE "seat_hold"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_seat_hold" RENAME TO "seat_hold"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3" ON "seat_hold" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_edace9eb4b534856ec7d613478" ON "seat_hold" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_84a4f6d2d402345bd16b841366" ON "seat_hold" ("expiresAt") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_84a4f6d2d402345bd16b841366"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_edace9eb4b534856ec7d613478"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3"`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_hold" RENAME TO "temporary_seat_hold"`, undefined);
        await queryRunner.query(`CREATE TABLE "seat_hold" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "state" varchar(16) NOT NULL, "expiresAt" datetime NOT NULL, "lines" text NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "seat_hold"("createdAt", "updatedAt", "state", "expiresAt", "lines", "id", "orderId") SELECT "createdAt", "updatedAt", "state", "expiresAt", "lines", "id", "orderId" FROM "temporary_seat_hold"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_seat_hold"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_84a4f6d2d402345bd16b841366" ON "seat_hold" ("expiresAt") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_edace9eb4b534856ec7d613478" ON "seat_hold" ("state") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3" ON "seat_hold" ("orderId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_84a4f6d2d402345bd16b841366"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_edace9eb4b534856ec7d613478"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3"`, undefined);
        await queryRunner.query(`DROP TABLE "seat_hold"`, undefined);
   }

}
