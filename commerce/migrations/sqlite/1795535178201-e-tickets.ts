import {MigrationInterface, QueryRunner} from "typeorm";

export class ETickets1795535178201 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ticket" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(64) NOT NULL, "seat" integer NOT NULL, "admittedAt" datetime, "admittedBy" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "orderLineId" integer NOT NULL, "performanceId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ebff7c458ed09689a53242fec" ON "ticket" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_57fb67af6ccb82daa81d53b111" ON "ticket" ("performanceId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda" ON "ticket" ("orderLineId", "seat") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ebff7c458ed09689a53242fec"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_57fb67af6ccb82daa81d53b111"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_ticket" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(64) NOT NULL, "seat" integer NOT NULL, "admittedAt" datetime, "admittedBy" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "orderLineId" integer NOT NULL, "performanceId" integer NOT NULL, CONSTRAINT "FK_8f4c2f0a2877e526e8881b51464" FOREIGN KEY ("orderId") REFERENCES "order" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_0715a05f4084ec24abdf421bd44" FOREIGN KEY ("orderLineId") REFERENCES "order_line" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_57fb67af6ccb82daa81d53b111b" FOREIGN KEY ("performanceId") REFERENCES "performance" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_ticket"("createdAt", "updatedAt", "code", "seat", "admittedAt", "admittedBy", "id", "orderId", "orderLineId", "performanceId") SELECT "createdAt", "updatedAt", "code", "seat", "admittedAt", "admittedBy", "id", "orderId", "orderLineId", "performanceId" FROM "ticket"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_ticket" RENAME TO "ticket"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ebff7c458ed09689a53242fec" ON "ticket" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_57fb67af6ccb82daa81d53b111" ON "ticket" ("performanceId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda" ON "ticket" ("orderLineId", "seat") `, undefined);
        // The Box office role of an existing shop gains the door (ADR 035); a new shop's is created with it.
        await queryRunner.query(`UPDATE "role" SET "permissions" = "permissions" || ',CheckInTickets' WHERE "code" = 'box-office' AND "permissions" NOT LIKE '%CheckInTickets%'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_57fb67af6ccb82daa81d53b111"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ebff7c458ed09689a53242fec"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" RENAME TO "temporary_ticket"`, undefined);
        await queryRunner.query(`CREATE TABLE "ticket" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "code" varchar(64) NOT NULL, "seat" integer NOT NULL, "admittedAt" datetime, "admittedBy" varchar(64), "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "orderId" integer NOT NULL, "orderLineId" integer NOT NULL, "performanceId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "ticket"("createdAt", "updatedAt", "code", "seat", "admittedAt", "admittedBy", "id", "orderId", "orderLineId", "performanceId") SELECT "createdAt", "updatedAt", "code", "seat", "admittedAt", "admittedBy", "id", "orderId", "orderLineId", "performanceId" FROM "temporary_ticket"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_ticket"`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda" ON "ticket" ("orderLineId", "seat") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_57fb67af6ccb82daa81d53b111" ON "ticket" ("performanceId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ebff7c458ed09689a53242fec" ON "ticket" ("code") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_57fb67af6ccb82daa81d53b111"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "IDX_2ebff7c458ed09689a53242fec"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket"`, undefined);
   }

}
