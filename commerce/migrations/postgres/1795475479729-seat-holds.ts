import {MigrationInterface, QueryRunner} from "typeorm";

export class SeatHolds1795475479729 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "seat_hold" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "state" character varying(16) NOT NULL, "expiresAt" TIMESTAMP NOT NULL, "lines" text NOT NULL, "id" SERIAL NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "PK_71ce0d174978c615e61268e76b0" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4c320ce3fd1cb0f82e811b4cf3" ON "seat_hold" ("orderId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_edace9eb4b534856ec7d613478" ON "seat_hold" ("state") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_84a4f6d2d402345bd16b841366" ON "seat_hold" ("expiresAt") `, undefined);
        await queryRunner.query(`ALTER TABLE "seat_hold" ADD CONSTRAINT "FK_4c320ce3fd1cb0f82e811b4cf34" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "seat_hold" DROP CONSTRAINT "FK_4c320ce3fd1cb0f82e811b4cf34"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_84a4f6d2d402345bd16b841366"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_edace9eb4b534856ec7d613478"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_4c320ce3fd1cb0f82e811b4cf3"`, undefined);
        await queryRunner.query(`DROP TABLE "seat_hold"`, undefined);
   }

}
