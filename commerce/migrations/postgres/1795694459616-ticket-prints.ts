import {MigrationInterface, QueryRunner} from "typeorm";

/** Box office prints (ADR 061): one row per print of a ticket, so a second print says "reprint". */
export class TicketPrints1795694459616 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ticket_print" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "administratorId" integer, "printedAt" TIMESTAMP NOT NULL, "id" SERIAL NOT NULL, "ticketId" integer NOT NULL, CONSTRAINT "PK_b0883c2a64388dee554b4556ff8" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_080f2ee0453edb48d0efd81e31" ON "ticket_print" ("ticketId") `, undefined);
        await queryRunner.query(`ALTER TABLE "ticket_print" ADD CONSTRAINT "FK_080f2ee0453edb48d0efd81e311" FOREIGN KEY ("ticketId") REFERENCES "ticket"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ticket_print" DROP CONSTRAINT "FK_080f2ee0453edb48d0efd81e311"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_080f2ee0453edb48d0efd81e31"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket_print"`, undefined);
   }

}
