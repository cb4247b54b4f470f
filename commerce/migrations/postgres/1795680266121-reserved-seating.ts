import {MigrationInterface, QueryRunner} from "typeorm";

export class ReservedSeating1795680266121 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "seat_plan_version" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "version" integer NOT NULL, "current" boolean NOT NULL DEFAULT false, "capacity" integer NOT NULL, "plan" text NOT NULL, "id" SERIAL NOT NULL, "stageId" integer NOT NULL, CONSTRAINT "PK_50edc67b43dc9f1059a979efa38" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_0294f0cce6d72d69713b9e6fd0" ON "seat_plan_version" ("stageId", "version") `, undefined);
        await queryRunner.query(`CREATE TABLE "performance_seating" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "zonePrices" text NOT NULL, "id" SERIAL NOT NULL, "performanceId" integer NOT NULL, "planVersionId" integer NOT NULL, CONSTRAINT "PK_0e43df382157eea7d2e50ec0565" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1a5a792fadd772ec453bdfde74" ON "performance_seating" ("performanceId") `, undefined);
        await queryRunner.query(`CREATE TABLE "seat_reservation" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "seatKey" character varying(64) NOT NULL, "zone" character varying(16) NOT NULL, "state" character varying(16) NOT NULL, "expiresAt" TIMESTAMP, "id" SERIAL NOT NULL, "performanceId" integer NOT NULL, "orderId" integer, "orderLineId" integer, CONSTRAINT "PK_1ab2da5dff26567a9b2c01ab12b" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_5bf7f03d339c0cb9502734efaa" ON "seat_reservation" ("orderId") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_eba0f0e65d2b4497123f393c5e" ON "seat_reservation" ("performanceId", "seatKey") `, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" ADD "customFieldsSeatzone" character varying(255)`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" ADD "seatKey" character varying(64)`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_plan_version" ADD CONSTRAINT "FK_dc5b210c54759819438de38d1c1" FOREIGN KEY ("stageId") REFERENCES "stage"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "performance_seating" ADD CONSTRAINT "FK_1a5a792fadd772ec453bdfde741" FOREIGN KEY ("performanceId") REFERENCES "performance"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "performance_seating" ADD CONSTRAINT "FK_694796849004b50b0c51a2c4c7b" FOREIGN KEY ("planVersionId") REFERENCES "seat_plan_version"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_reservation" ADD CONSTRAINT "FK_d7c35920f3750ba04751e7a48e1" FOREIGN KEY ("performanceId") REFERENCES "performance"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_reservation" ADD CONSTRAINT "FK_5bf7f03d339c0cb9502734efaa3" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "seat_reservation" DROP CONSTRAINT "FK_5bf7f03d339c0cb9502734efaa3"`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_reservation" DROP CONSTRAINT "FK_d7c35920f3750ba04751e7a48e1"`, undefined);
        await queryRunner.query(`ALTER TABLE "performance_seating" DROP CONSTRAINT "FK_694796849004b50b0c51a2c4c7b"`, undefined);
        await queryRunner.query(`ALTER TABLE "performance_seating" DROP CONSTRAINT "FK_1a5a792fadd772ec453bdfde741"`, undefined);
        await queryRunner.query(`ALTER TABLE "seat_plan_version" DROP CONSTRAINT "FK_dc5b210c54759819438de38d1c1"`, undefined);
        await queryRunner.query(`ALTER TABLE "ticket" DROP COLUMN "seatKey"`, undefined);
        await queryRunner.query(`ALTER TABLE "order_line" DROP COLUMN "customFieldsSeatzone"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_eba0f0e65d2b4497123f393c5e"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_5bf7f03d339c0cb9502734efaa"`, undefined);
        await queryRunner.query(`DROP TABLE "seat_reservation"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_1a5a792fadd772ec453bdfde74"`, undefined);
        await queryRunner.query(`DROP TABLE "performance_seating"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_0294f0cce6d72d69713b9e6fd0"`, undefined);
        await queryRunner.query(`DROP TABLE "seat_plan_version"`, undefined);
   }

}
