import {MigrationInterface, QueryRunner} from "typeorm";

export class IdempotentCartWrites1795728804187 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "cart_write_key" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "key" character varying(36) NOT NULL, "claim" character varying(36) NOT NULL, "id" SERIAL NOT NULL, "orderId" integer NOT NULL, CONSTRAINT "PK_54d77addf03fb0975af44c9f212" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_562a5108b85c3366c7987e5a9e" ON "cart_write_key" ("orderId", "key") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_562a5108b85c3366c7987e5a9e"`, undefined);
        await queryRunner.query(`DROP TABLE "cart_write_key"`, undefined);
   }

}
