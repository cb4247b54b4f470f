import {MigrationInterface, QueryRunner} from "typeorm";

export class ETickets1795535182511 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "ticket" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "code" character varying(64) NOT NULL, "seat" integer NOT NULL, "admittedAt" TIMESTAMP, "admittedBy" character varying(64), "id" SERIAL NOT NULL, "orderId" integer NOT NULL, "orderLineId" integer NOT NULL, "performanceId" integer NOT NULL, CONSTRAINT "PK_d9a0835407701eb86f874474b7c" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2ebff7c458ed09689a53242fec" ON "ticket" ("code") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_8f4c2f0a2877e526e8881b5146" ON "ticket" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_57fb67af6ccb82daa81d53b111" ON "ticket" ("performanceId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_52adbfa5cb6bcdaeaec4f33bda" ON "ticket" ("orderLineId", "seat") `, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_8f4c2f0a2877e526e8881b51464" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_0715a05f4084ec24abdf421bd44" FOREIGN KEY ("orderLineId") REFERENCES "order_line"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD CONSTRAINT "FK_57fb67af6ccb82daa81d53b111b" FOREIGN KEY ("performanceId") REFERENCES "performance"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        // The Box office role of an existing shop gains the door (ADR 035); a new shop's is created with it.
        await queryRunner.query(`UPDATE "role" SET "permissions" = "permissions" || ',CheckInTickets' WHERE "code" = 'box-office' AND "permissions" NOT LIKE '%CheckInTickets%'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_57fb67af6ccb82daa81d53b111b"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_0715a05f4084ec24abdf421bd44"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP CONSTRAINT "FK_8f4c2f0a2877e526e8881b51464"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_52adbfa5cb6bcdaeaec4f33bda"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_57fb67af6ccb82daa81d53b111"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_8f4c2f0a2877e526e8881b5146"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_2ebff7c458ed09689a53242fec"`, undefined);
        await queryRunner.query(`DROP TABLE "ticket"`, undefined);
   }

}
