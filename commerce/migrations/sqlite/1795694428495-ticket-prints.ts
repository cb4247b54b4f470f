import {MigrationInterface, QueryRunner} from "typeorm";

/** Box office prints (ADR 061): one row per print of a ticket, so a second print says "reprint". */
export class TicketPrints1795694428495 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ticket_print" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "administratorId" integer, "printedAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "ticketId" integer NOT NULL)`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_080f2ee0453edb48d0efd81e31" ON "ticket_print" ("ticketId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_080f2ee0453edb48d0efd81e31"`, undefined);
        await queryRunner.query(`CREATE TABLE "temporary_ticket_print" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "administratorId" integer, "printedAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "ticketId" integer NOT NULL, CONSTRAINT "FK_080f2ee0453edb48d0efd81e311" FOREIGN KEY ("ticketId") REFERENCES "ticket" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`, undefined);
        await queryRunner.query(`INSERT INTO "temporary_ticket_print"("createdAt", "updatedAt", "administratorId", "printedAt", "id", "ticketId") SELECT "createdAt", "updatedAt", "administratorId", "printedAt", "id", "ticketId" FROM "ticket_print"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket_print"`, undefined);
        await queryRunner.query(`ALTER TABLE "temporary_ticket_print" RENAME TO "ticket_print"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_080f2ee0453edb48d0efd81e31" ON "ticket_print" ("ticketId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "IDX_080f2ee0453edb48d0efd81e31"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_print" RENAME TO "temporary_ticket_print"`, undefined);
        await queryRunner.query(`CREATE TABLE "ticket_print" ("createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), "administratorId" integer, "printedAt" datetime NOT NULL, "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "ticketId" integer NOT NULL)`, undefined);
        await queryRunner.query(`INSERT INTO "ticket_print"("createdAt", "updatedAt", "administratorId", "printedAt", "id", "ticketId") SELECT "createdAt", "updatedAt", "administratorId", "printedAt", "id", "ticketId" FROM "temporary_ticket_print"`, undefined);
        await queryRunner.query(`DROP TABLE "temporary_ticket_print"`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_080f2ee0453edb48d0efd81e31" ON "ticket_print" ("ticketId") `, undefined);
        await queryRunner.query(`DROP INDEX "IDX_080f2ee0453edb48d0efd81e31"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket_print"`, undefined);
   }

}
